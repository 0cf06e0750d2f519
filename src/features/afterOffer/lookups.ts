import { lookupApi } from '../lookups';
import type { PartnerLogo, UploadedDocument, VehicleMake } from './api';

const segment = encodeURIComponent;

/** The after-offer look-ups, in the same RTK Query API (and 60-second cache) as the v3 ones. */
export const afterOfferLookups = lookupApi.injectEndpoints({
  endpoints: (build) => ({
    partnerLogos: build.query<PartnerLogo[], undefined>({
      query: () => ({ url: '/partner/logos', answer: 'partnerLogos' }),
    }),
    vehicleModels: build.query<{ makes: VehicleMake[] }, undefined>({
      query: () => ({ url: '/data/vehicleModels.json', answer: 'vehicleModels' }),
    }),
    /** The consent texts of a set, parsed by the screen (consentSet.ts). */
    consents: build.query<unknown, { leadId: string; set: string; lang: string }>({
      query: ({ leadId, set, lang }) => ({
        url: `/customer/${segment(leadId)}/consents`,
        params: { set, lang },
      }),
    }),
    uploadedDocuments: build.query<{ documents: UploadedDocument[] }, string>({
      query: (leadId) => ({
        url: '/lead/idUpload',
        params: { id: leadId },
        answer: 'uploadedDocuments',
      }),
    }),
  }),
});

export const {
  usePartnerLogosQuery,
  useVehicleModelsQuery,
  useConsentsQuery,
  useUploadedDocumentsQuery,
} = afterOfferLookups;
