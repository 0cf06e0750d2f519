export {
  applicationResultCleared,
  entryResolved,
  loanInformationSubmitted,
  trackingAttributionCollected,
} from './leadEvents';
export type { LeadApi, LeadRequestConfig, LeadStepEndpoint } from './api';
export type { AnswerName, NamedAnswer } from './answerSchemas';
export {
  fieldEdited,
  leadSlice,
  selectDraft,
  selectLeadApplication,
  selectLeadId,
  selectSubmitStatus,
} from './leadSlice';
export { toDraftValue } from './draft';
export type { DraftValue, DraftValues } from './draft';
export type {
  AffiliateReferenceParams,
  ApplicationResult,
  ContinuedLead,
  DeviceData,
  GoogleClick,
  LeadApplication,
  LeadSaved,
  Offer,
} from './types';
export { leadContinued, leadStatusPolled, leadStepSubmitted, stepSubmitted } from './leadThunks';
export { ApplicationState, INITIAL_PROGRESS_STATE } from './progressStates';
export { addLeadPersistence, restoreLeadState, saveLeadState } from './leadPersistence';
export { readStoredDraft, storeDraftValue } from './storedDraft';
export { entryContribution, leadAfterResetRules } from './entryContribution';
export { lazyLeadApi } from './leadApiLoader';
export { aboutLead } from './checkedAnswer';
