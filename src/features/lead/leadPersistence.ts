import { APPLICANT_TOKEN_KEY, LEAD_APPLICATION_KEY } from '../../lib/storageKeys';
import { LEAD_LIMITS } from '../../lib/contractLimits';
import { dropBeyondLimits } from '../../lib/fieldLimit';
import { finiteNumber, readStoredRecord, type BrowserStores } from '../../lib/storedRecord';
import { persistOnChange, type AppStartListening } from '../../app/listenerMiddleware';
import { readStoredLoanApplication, updateStoredLoanApplication } from '../session';
import { loanInformationSubmitted } from './leadEvents';
import { initialLeadState, type LeadState } from './leadSlice';
import { restoredApplication } from './restoredApplication';
import { restoreDraft } from './storedDraft';

/** What `leadApplication` holds: the lead but its transient status and its token (a key of its own). */
const storedLead = ({ application, draft, createRequestKey }: LeadState) => ({
  application,
  draft,
  createRequestKey,
});

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
    storedLead,
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

/**
 * Writes the lead a store starts from, where it differs from what storage holds (the reset rules
 * of the entry took its id and token): storage never keeps what the page no longer has.
 */
export function saveLeadState(stores: BrowserStores, lead: LeadState): void {
  stores.session.setItem(LEAD_APPLICATION_KEY, storedLead(lead));
  stores.session.setItem(APPLICANT_TOKEN_KEY, lead.applicantToken);
}

/** The stored lead, validated: anything of the wrong shape is dropped, never thrown. */
export function restoreLeadState(stores: BrowserStores): LeadState {
  const lead = readStoredRecord(stores.session, LEAD_APPLICATION_KEY);
  const storedLoan = readStoredLoanApplication(stores.local);
  // The amount and period an earlier visit picked, where the lead API still takes them.
  dropBeyondLimits(
    storedLoan,
    { amount: LEAD_LIMITS.amount, period: LEAD_LIMITS.period },
    'stored ',
  );
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
