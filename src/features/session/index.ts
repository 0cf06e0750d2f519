export { readEntryParams, UTM_KEYS } from './entryParams';
export type { EntryParams, UtmKey, UtmParams } from './entryParams';
export { MAX_PARAM_LENGTH, sanitizeParam } from './sanitize';
export { isUuid } from './uuid';
export { resolveSession } from './session';
export type { ResolvedSession } from './session';
export {
  DEFAULT_AFFILIATE_EXPIRY_HOURS,
  isAffiliateReferenceExpired,
  readStoredAffiliateReference,
  resolveAffiliateReference,
} from './affiliateReference';
export type {
  AffiliateReferenceFromUrl,
  AffiliateReferenceParams,
  AffiliateReferenceResolution,
} from './affiliateReference';
export {
  GOOGLE_CLICK_EXPIRY_DAYS,
  acceptGoogleClick,
  readStoredGoogleClick,
  toLeadGoogleClick,
} from './googleClick';
export type { GoogleClickParams, LeadGoogleClick, StoredGoogleClick } from './googleClick';
export { collectDeviceData, readDeviceEnvironment } from './deviceData';
export type { DeviceData, DeviceEnvironment } from './deviceData';
export { RESET_LEAD_FIELDS, isLeadExpired, resetLeadFields, shouldResetLead } from './leadReset';
export { startEntry } from './startEntry';
export type { EntryContext, StartEntryArgs } from './startEntry';
export { readStoredLoanApplication, updateStoredLoanApplication } from './storedLoanApplication';
export type { StoredLoanApplication } from './storedLoanApplication';
