import { APPLICANT_TOKEN_KEY, LEAD_APPLICATION_KEY } from '../../lib/storageKeys';
import { finiteNumber, readStoredRecord, type BrowserStores } from '../../lib/storedRecord';
import { persistOnChange, type AppStartListening } from '../../app/listenerMiddleware';
import { readStoredLoanApplication, updateStoredLoanApplication } from '../session';
import { loanInformationSubmitted } from './leadEvents';
import { initialLeadState, type LeadState } from './leadSlice';
import { restoredApplication } from './restoredApplication';
import { restoreDraft } from './storedDraft';

/**
 * The lead in the tab's session storage (personal data leaves with the tab), and the amount and
 * period in local storage, so a returning visitor finds the loan they picked.
 */
export function addLeadPersistence(startListening: AppStartListening, stores: BrowserStores): void {
  persistOnChange(
    startListening,
    stores.session,
    LEAD_APPLICATION_KEY,
    (state) => state.lead,
    ({ application, draft, createRequestKey }) => ({ application, draft, createRequestKey }),
  );
  // A key of its own, beside the lead it opens, in the tab's session storage only.
  persistOnChange(
    startListening,
    stores.session,
    APPLICANT_TOKEN_KEY,
    (state) => state.lead.applicantToken,
    (token) => token,
  );
  startListening({
    actionCreator: loanInformationSubmitted,
    effect: ({ payload }) => {
      updateStoredLoanApplication(stores.local, { amount: payload.amount, period: payload.period });
    },
  });
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The stored lead, validated: anything of the wrong shape is dropped, never thrown. */
export function restoreLeadState(stores: BrowserStores): LeadState {
  const lead = readStoredRecord(stores.session, LEAD_APPLICATION_KEY);
  const storedLoan = readStoredLoanApplication(stores.local);
  const application = restoredApplication(lead?.application);
  const amount = finiteNumber(application.amount) ?? finiteNumber(storedLoan.amount);
  const period = finiteNumber(application.period) ?? finiteNumber(storedLoan.period);
  return {
    ...initialLeadState,
    application: {
      ...application,
      ...(amount === undefined ? {} : { amount }),
      ...(period === undefined ? {} : { period }),
    },
    draft: restoreDraft(lead?.draft),
    createRequestKey: typeof lead?.createRequestKey === 'string' ? lead.createRequestKey : null,
    // A token is worth nothing without the lead it opens; a wrong one only earns a 401.
    applicantToken:
      application.id === undefined
        ? null
        : stringOrNull(stores.session.getItem(APPLICANT_TOKEN_KEY)),
  };
}
