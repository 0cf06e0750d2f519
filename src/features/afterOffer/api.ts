import type { AxiosProgressEvent } from 'axios';
import type { AppServices } from '../../app/services';
import type { RequestResult } from '../../lib/http';
import type { ContinuedLead, LeadSaved } from '../lead';

/** What `/v2/customer/mobile/verify` and `/resend-code` answer. */
export interface MobileVerificationStatus {
  maskedPhoneNumber: string;
  codeLength: number;
  expiresInSeconds: number;
  resendInSeconds: number;
  attemptsLeft: number;
}

export interface VehicleMake {
  id: string;
  name: string;
  models: { id: string; name: string }[];
}

export interface PartnerLogo {
  id: string;
  name: string;
  logoUrl: string;
}

export type DocumentSide = 'front' | 'back';

export interface UploadedDocument {
  side: DocumentSide;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export interface LeadRedirect {
  redirected: boolean;
  redirectedAt: string | null;
  redirectUrl?: string;
  redirectMethod?: string;
  partner?: { name?: string };
}

/**
 * The after-offer calls of section 7 that are not a step's own submit (those go through
 * `leadStepSubmitted`) and not a look-up (lookups.ts): verification codes, uploads, redirects and
 * re-applying.
 */
export function afterOfferApi(services: AppServices) {
  const request = async <T>(
    config: Parameters<Awaited<ReturnType<AppServices['leadApi']>>['request']>[0],
  ) => (await services.leadApi()).request<T>(config);
  const id = encodeURIComponent;
  return {
    startMobileVerification: (leadId: string) =>
      request<MobileVerificationStatus>({
        method: 'POST',
        url: '/v2/customer/mobile/verify',
        data: { id: leadId },
      }),
    resendMobileCode: (leadId: string) =>
      request<MobileVerificationStatus>({
        method: 'POST',
        url: '/v2/customer/mobile/resend-code',
        data: { id: leadId },
      }),
    uploadDocument: (
      leadId: string,
      side: DocumentSide,
      file: File,
      onProgress: (percent: number) => void,
    ) =>
      request<UploadedDocument>({
        method: 'POST',
        url: '/lead/idUpload',
        params: { id: leadId, side },
        // The file is the body, typed as itself: no multipart envelope to parse on either side.
        data: file,
        headers: { 'Content-Type': file.type },
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
        },
      }),
    leadRedirect: (leadId: string) =>
      request<LeadRedirect>({ method: 'GET', url: `/lead/${id(leadId)}/redirect` }),
    recordRedirect: (leadId: string) =>
      request<LeadRedirect>({ method: 'POST', url: `/lead/${id(leadId)}/redirect` }),
    /** `/v2/lead` makes a lead from an earlier one; the product id goes with it as with every lead creation. */
    reapply: (leadId: string, idempotencyKey: string) =>
      request<LeadSaved>({
        method: 'POST',
        url: '/v2/lead',
        data: { id: leadId, product: services.config.productId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    leadByUrl: (
      leadId: string,
      urlType: string,
      queryString: string,
    ): Promise<RequestResult<ContinuedLead>> =>
      request<ContinuedLead>({
        method: 'GET',
        url: `/v2/lead/url/${id(leadId)}/${id(urlType)}${queryString}`,
      }),
  };
}

export type AfterOfferApi = ReturnType<typeof afterOfferApi>;
