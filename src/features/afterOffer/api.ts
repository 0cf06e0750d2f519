import type { AxiosProgressEvent } from 'axios';
import type { AppServices } from '../../app/services';
import { aboutLead, type AnswerName, type LeadRequestConfig, type NamedAnswer } from '../lead';

/** What `/v2/customer/mobile/verify` and `/resend-code` answer (checked at the lead API's edge). */
export type MobileVerificationStatus = NamedAnswer<'mobileVerification'>;
export type VehicleMake = NamedAnswer<'vehicleModels'>['makes'][number];
export type PartnerLogo = NamedAnswer<'partnerLogos'>[number];
export type DocumentSide = 'front' | 'back';
export type UploadedDocument = NamedAnswer<'uploadedDocument'>;
export type LeadRedirect = NamedAnswer<'leadRedirect'>;
export type ContinueLinkSent = NamedAnswer<'continueLinkSent'>;

/**
 * The after-offer calls of section 7 that are not a step's own submit (those go through
 * `leadStepSubmitted`) and not a look-up (lookups.ts): verification codes, uploads, redirects,
 * re-applying, and the e-mailed link to come back.
 */
export function afterOfferApi(services: AppServices) {
  const request = async <K extends AnswerName>(config: LeadRequestConfig, answer: K) =>
    (await services.leadApi()).request(config, answer);
  const id = encodeURIComponent;
  return {
    startMobileVerification: (leadId: string) =>
      request(
        {
          method: 'POST',
          url: '/v2/customer/mobile/verify',
          data: { id: leadId },
        },
        'mobileVerification',
      ),
    resendMobileCode: (leadId: string) =>
      request(
        {
          method: 'POST',
          url: '/v2/customer/mobile/resend-code',
          data: { id: leadId },
        },
        'mobileVerification',
      ),
    uploadDocument: (
      leadId: string,
      side: DocumentSide,
      file: File,
      onProgress: (percent: number) => void,
    ) =>
      request(
        {
          method: 'POST',
          url: '/lead/idUpload',
          params: { id: leadId, side },
          // The file is the body, typed as itself: no multipart envelope to parse on either side.
          data: file,
          headers: { 'Content-Type': file.type },
          deadline: 'upload',
          onUploadProgress: (event: AxiosProgressEvent) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          },
        },
        'uploadedDocument',
      ),
    /** Asks the lead API to e-mail the applicant the continue link (docs/api.md). */
    sendContinueLink: (leadId: string) =>
      request(
        { method: 'POST', url: '/lead/continue-link', data: { id: leadId } },
        'continueLinkSent',
      ),
    leadRedirect: (leadId: string) =>
      request({ method: 'GET', url: `/lead/${id(leadId)}/redirect` }, 'leadRedirect'),
    recordRedirect: (leadId: string) =>
      request({ method: 'POST', url: `/lead/${id(leadId)}/redirect` }, 'leadRedirect'),
    /** `/v2/lead` makes a lead from an earlier one; the product id goes with it as with every lead creation. */
    reapply: (leadId: string, idempotencyKey: string) =>
      request(
        {
          method: 'POST',
          url: '/v2/lead',
          data: { id: leadId, product: services.config.productId },
          headers: { 'Idempotency-Key': idempotencyKey },
        },
        'leadSaved',
      ),
    /**
     * A lead by its id, which only its applicant token opens (a new lead's, not the store's). An
     * answer about another lead is a failed call: the applicant's answers go to the lead asked.
     */
    leadByUrl: (leadId: string, urlType: string, queryString: string, applicantToken: string) =>
      aboutLead(
        request(
          {
            method: 'GET',
            url: `/v2/lead/url/${id(leadId)}/${id(urlType)}${queryString}`,
            headers: { Authorization: `Bearer ${applicantToken}` },
          },
          'continuedLead',
        ),
        leadId,
        'GET /v2/lead/url',
      ),
  };
}

export type AfterOfferApi = ReturnType<typeof afterOfferApi>;
