/** The numbered application states of the specification, section 3. */
export const ApplicationState = {
  NONE: 0,
  LOAN_INFORMATION: 1,
  PERSONAL_DETAILS: 2,
  CONTACT_DETAILS: 3,
  INCOME_DETAILS: 4,
  OTHER_INFORMATION: 5,
  CHECKING: 6,
  MOBILE_VERIFICATION: 7,
  EMPLOYMENT_DETAILS: 8,
  INSTANTOR: 9,
  ACCEPTED: 10,
  THANK_YOU: 11,
  REDIRECTED: 12,
  REJECTED: 13,
  CONTINUE: 14,
  CHANGE_MOBILE_NUMBER: 15,
  VEHICLE: 16,
  WENANCE_TINK: 17,
  WENANCE_ACCOUNT: 18,
  MONEYMAN_PAYLANDS: 19,
  POLICY_CONSENTS: 20,
  ADDITIONAL_EMPLOYMENT_DETAILS: 21,
  ADDITIONAL_PERSONAL_DETAILS: 22,
  MARITAL_DETAILS: 23,
  AIDE: 24,
  REFERENCE_INFORMATION: 25,
  CREDIT_DETAILS: 26,
  PROFESSIONAL_DETAILS: 27,
  CNP: 28,
  ADVANZIA_CONSENTS: 29,
  ID_UPLOAD: 30,
  CUSTOMER_DEBTS: 31,
  REFERENCE_DETAILS: 32,
  WNIOSEK: 33,
  WNIOSEK_UZUPELNIENIE: 34,
  DYNAMIC_CONSENTS: 35,
  TFBANK_CONSENTS: 36,
  IPFD_OFFER_CHOICE: 37,
  COFIDIS_OFFER: 38,
  PROVIDENT_OFFER: 39,
  INSTABANK_OFFER: 40,
  PROFICREDIT_OFFER: 41,
} as const;

export type ApplicationStateValue = (typeof ApplicationState)[keyof typeof ApplicationState];

export const INITIAL_PROGRESS_STATE = ApplicationState.NONE;

export const NavigationMode = { PUSH: 'PUSH', REPLACE: 'REPLACE' } as const;
export type NavigationMode = (typeof NavigationMode)[keyof typeof NavigationMode];

/** Application routes of section 2 that no numbered state owns. */
export const ApplicationRoute = {
  INDEX: '/',
  CONTINUE: '/continue',
  UNSUBSCRIBE: '/unsubscribe',
  NOT_FOUND: '/404',
  SMAVA: '/smava',
} as const;
