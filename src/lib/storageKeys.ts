/**
 * Every browser storage key of the funnel (specification section 3, "Browser storage keys"), in
 * one place, each with the one module that writes it. The spec does not say which store holds
 * which key: per-visit data and personal data stay in the tab's session storage; attribution and
 * the loan an applicant picked survive the tab in local storage. Single constants rather than an
 * object, so a chunk carries only the keys it uses; the build reads some of them too
 * (build/headScript.ts), so this module imports nothing.
 */

// Session storage (per tab).
/** features/lead/leadPersistence.ts: the submitted application, the typed drafts. */
export const LEAD_APPLICATION_KEY = 'leadApplication';
/** features/lead/leadPersistence.ts: the applicant token of that lead (kept and cleared with its id). */
export const APPLICANT_TOKEN_KEY = 'applicantToken';
/**
 * features/routing/applicationStatePersistence.ts, these two: the application state (progress
 * state and result) and the route change it still has to carry out, so a
 * reload between a state change and its navigation still navigates.
 */
export const APPLICATION_STATE_KEY = 'state';
export const ROUTE_CHANGE_KEY = 'routeChange';
/** features/dynamicForm/model/dynamicPagesPersistence.ts: the v3 form's steps. */
export const DYNAMIC_PAGES_KEY = 'dynamicPages';
/** features/theme/uiPersistence.ts: a partner's interface colours. */
export const UI_COLORS_KEY = 'uiColors';
/** features/session/startEntry.ts, these six: the session, how it started, its selling tier. */
export const SESSION_ID_KEY = 'sessionId';
export const SESSION_STARTED_AT_KEY = 'sessionStartedAt';
export const SESSION_URL_KEY = 'sessionUrl';
export const INIT_AT_KEY = 'initAt';
export const NEW_SESSION_FLAG_KEY = 'newSessionFlag';
export const SELLING_TIER_KEY = 'sellingTierGlobalId';
/**
 * features/afterOffer/redirect/redirectFlags.ts: the lead this tab's session sent on to a partner
 * (an accepted outcome, redirected), so a reload or a step back does not send it twice.
 */
export const SESSION_ACCEPTED_REDIRECTED_KEY = 'sessionAcceptedRedirected';
/**
 * features/dynamicForm/companyData.ts: the company picked from the `/company/{name}` look-up and
 * its details, so a reload keeps them; it applies while the employer name is its name.
 */
export const COMPANY_DATA_KEY = 'companyData';
/** features/tracking/entryTracking.ts: recording refused for this session. */
export const RECORDING_BLOCKED_KEY = 'logRocketBlocked';
/** features/tracking/trackerController.ts: whether this session is sampled for recording. */
export const RECORDING_SAMPLE_KEY = 'logRocket';

// Local storage (survives the tab).
/** features/session/startEntry.ts: the accepted Google click. */
export const GOOGLE_CLICK_KEY = 'gclid';
/** features/session/storedLoanApplication.ts: amount, period and the affiliate reference. */
export const STORED_LOAN_APPLICATION_KEY = 'storedLoanApplication';
/** features/consent/consentStorage.ts: the applicant's consent choice. */
export const TRACKING_CONSENT_KEY = 'trackingConsent';
/**
 * features/afterOffer/redirect/redirectFlags.ts, these five: the lead id on this device and its
 * partner redirects.
 */
export const LEAD_ID_KEY = 'lid';
export const REDIRECTED_KEY = 'redirected';
export const REDIRECT_URL_KEY = 'redirectUrl';
export const REDIRECT_METHOD_KEY = 'redirectMethod';
export const REAPPLYING_KEY = 'reapplying';
