import * as v from 'valibot';
import { restoredApplication } from './restoredApplication';
import type { ApplicationResult, Offer } from './types';

/**
 * The lead API's answers of section 7 that the funnel reads, as runtime schemas. The contract is
 * sandbox/openapi.json; tests/unit/features/lead/answerContract.test.ts holds the two together.
 * Only the lazily loaded lead API client imports this, so valibot stays off the first screen.
 */

const ProgressState = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(41));
/** Lead ids are the API's to choose (the sandbox's are UUIDs), but always short text. */
const LeadId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

export const PartnerSchema = v.object({ name: v.string() });

export const OfferSchema = v.object({
  offerId: v.pipe(v.string(), v.nonEmpty()),
  partner: PartnerSchema,
  amount: v.number(),
  period: v.pipe(v.number(), v.integer()),
  periodScale: v.picklist(['days', 'months']),
  monthlyPayment: v.number(),
  totalCost: v.number(),
  apr: v.number(),
  expiresAt: v.string(),
  acceptance: v.optional(v.picklist(['payment', 'sale'])),
}) satisfies v.GenericSchema<unknown, Offer>;

/** The result's fields as the contract declares them; offers are checked one by one below. */
export const ApplicationResultFields = v.object({
  application: v.object({
    status: v.picklist(['ACCEPTED', 'REDIRECTED', 'REJECTED', 'THANK_YOU', 'PENDING']),
  }),
  offerId: v.optional(v.string()),
  offers: v.optional(v.array(v.unknown())),
  partner: v.optional(PartnerSchema),
  redirectUrl: v.optional(v.string()),
  redirectMethod: v.optional(v.picklist(['GET', 'POST'])),
});

/**
 * One malformed offer (`null`, `{}`) must not cost the applicant the others: the valid ones are
 * kept and the rest counted, so the screen can say that some could not be shown.
 */
export const ApplicationResultSchema = v.pipe(
  ApplicationResultFields,
  v.transform(({ offers, ...result }): ApplicationResult => {
    if (offers === undefined) return result;
    const valid = offers.flatMap((offer) => {
      const parsed = v.safeParse(OfferSchema, offer);
      return parsed.success ? [parsed.output] : [];
    });
    const unshown = offers.length - valid.length;
    return { ...result, offers: valid, ...(unshown > 0 ? { unshownOffers: unshown } : {}) };
  }),
);

const NullableResult = v.nullable(ApplicationResultSchema);

/** Opaque to the funnel; bounded so a broken answer cannot put megabytes into a header. */
const ApplicantToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/));

export const LeadSavedSchema = v.object({
  id: LeadId,
  progressState: ProgressState,
  leadStatus: v.pipe(v.number(), v.integer()),
  expiresAt: v.string(),
  /** Checked where it is used, by the dynamicPages slice. */
  dataPoints: v.optional(v.unknown()),
  /** Only a create's answer carries one. */
  applicantToken: v.optional(ApplicantToken),
});

export const LeadStatusSchema = v.object({
  id: LeadId,
  progressState: ProgressState,
  leadStatus: v.pipe(v.number(), v.integer()),
  applicationResult: NullableResult,
});

export const LeadStepResultSchema = v.object({
  id: LeadId,
  progressState: ProgressState,
  leadStatus: v.pipe(v.number(), v.integer()),
  expiresAt: v.string(),
  applicationResult: NullableResult,
});

/**
 * The stored lead of a continue link: only what the funnel may send back is kept (the server-owned
 * `product` and `progressState` are not the applicant's), checked as a restored lead is.
 */
const SERVER_OWNED: ReadonlySet<string> = new Set(['product', 'progressState']);
const ContinuedLeadApplication = v.pipe(
  v.looseObject({}),
  v.transform((lead) =>
    restoredApplication(
      Object.fromEntries(Object.entries(lead).filter(([key]) => !SERVER_OWNED.has(key))),
    ),
  ),
);

export const ContinuedLeadSchema = v.object({
  applicantToken: ApplicantToken,
  id: LeadId,
  progressState: ProgressState,
  leadStatus: v.pipe(v.number(), v.integer()),
  expiresAt: v.string(),
  lead: ContinuedLeadApplication,
  applicationResult: NullableResult,
  dataPoints: v.optional(v.unknown()),
});

export const UnsubscribedSchema = v.object({ unsubscribed: v.literal(true) });

/** After-offer answers (`src/features/afterOffer/api.ts`, `lookups.ts`). */
export const MobileVerificationStatusSchema = v.object({
  maskedPhoneNumber: v.string(),
  codeLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expiresInSeconds: v.pipe(v.number(), v.integer()),
  resendInSeconds: v.pipe(v.number(), v.integer()),
  attemptsLeft: v.pipe(v.number(), v.integer()),
});

/** What `POST /lead/continue-link` answers: where the link went, masked (never the link). */
export const ContinueLinkSentSchema = v.object({ sentTo: v.pipe(v.string(), v.maxLength(254)) });

export const UploadedDocumentSchema = v.object({
  side: v.picklist(['front', 'back']),
  contentType: v.string(),
  size: v.pipe(v.number(), v.integer()),
  sha256: v.string(),
  uploadedAt: v.string(),
});

export const LeadRedirectSchema = v.object({
  redirected: v.boolean(),
  redirectedAt: v.nullable(v.string()),
  redirectUrl: v.optional(v.string()),
  redirectMethod: v.optional(v.string()),
  partner: v.optional(PartnerSchema),
});

export const PartnerLogoSchema = v.object({
  id: v.string(),
  name: v.string(),
  logoUrl: v.string(),
});

const NamedId = v.object({ id: v.string(), name: v.string() });
export const VehicleModelsSchema = v.object({
  makes: v.array(v.object({ id: v.string(), name: v.string(), models: v.array(NamedId) })),
});

/**
 * The answers a caller of `LeadApi.request` can ask to have checked, by name: the schemas stay in
 * the lazy chunk, and the caller (on any screen) names what it expects.
 */
export const NAMED_ANSWERS = {
  leadSaved: LeadSavedSchema,
  continuedLead: ContinuedLeadSchema,
  mobileVerification: MobileVerificationStatusSchema,
  continueLinkSent: ContinueLinkSentSchema,
  uploadedDocument: UploadedDocumentSchema,
  uploadedDocuments: v.object({ documents: v.array(UploadedDocumentSchema) }),
  leadRedirect: LeadRedirectSchema,
  partnerLogos: v.array(PartnerLogoSchema),
  vehicleModels: VehicleModelsSchema,
};

export type AnswerName = keyof typeof NAMED_ANSWERS;
export type NamedAnswer<K extends AnswerName> = v.InferOutput<(typeof NAMED_ANSWERS)[K]>;
