/**
 * Storage keys used on entry (specification section 3, "Browser storage keys"). The spec does
 * not say which store holds which key; this split keeps per-visit data per tab and
 * attribution that must survive the tab in local storage.
 */
export const SESSION_KEYS = {
  sessionId: 'sessionId',
  sessionStartedAt: 'sessionStartedAt',
  sessionUrl: 'sessionUrl',
  initAt: 'initAt',
  newSessionFlag: 'newSessionFlag',
  sellingTierGlobalId: 'sellingTierGlobalId',
} as const;

export const LOCAL_KEYS = {
  googleClick: 'gclid',
  storedLoanApplication: 'storedLoanApplication',
} as const;
