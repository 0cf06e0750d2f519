/**
 * Storage keys of src/app/persistence.ts that the build reads too (build/firstPaint.ts): a module
 * of their own, so the build does not pull the app in with them.
 */

/** Session storage: the application's state in this tab. */
export const APPLICATION_STATE_KEY = 'state';
/** Local storage: the loan amount and period an applicant chose before, offered again. */
export const STORED_LOAN_APPLICATION_KEY = 'storedLoanApplication';
