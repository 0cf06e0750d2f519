/**
 * Every step path of the dynamic form the specification names (section 2). "income contract
 * start and expiry" is two steps here, one per date. The server may send other paths too: they
 * render as generic steps.
 */
export const DYNAMIC_STEP_PATHS = [
  'initial-details',
  'loan-purpose',
  'name',
  'gender',
  'date-of-birth',
  'personal-code',
  'marital-status',
  'education',
  'address-information',
  'flat-number',
  'housing-information',
  'monthly-income',
  'income-payday',
  'job-area',
  'vehicle-ownership',
  'iban-consent',
  'bank-account',
  'online-banking',
  'credit-history',
  'monthly-expenses',
  'monthly-credit-commitments',
  'position-type',
  'monthly-extra-income',
  'dependants',
  'country-of-birth',
  'citizenship',
  'mortgage-amount',
  'mortgage-information',
  'income-source',
  'income-contract-start',
  'income-contract-expiry',
  'job-title',
  'employer-name',
  'pep-details',
  'total-debt',
  'demographic-details',
  'id-card',
  'tax-identification-number',
  'number-of-dependants',
  'number-of-inhabitants',
  'household-income',
  'household-expenses',
  'is-in-debt',
  'economic-activity',
  'is-on-any-period',
  'pension-details',
  'field-details',
  'job-details',
  'tax-registry-code',
] as const;

export type DynamicStepPath = (typeof DYNAMIC_STEP_PATHS)[number];

export function isDynamicStepPath(path: string): path is DynamicStepPath {
  return (DYNAMIC_STEP_PATHS as readonly string[]).includes(path);
}
