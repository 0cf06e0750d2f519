import type { ProductId } from '../lead/types';
import { STEP_CATALOG, type ScenarioStep } from './catalog';

/**
 * Which dynamic-form steps a v3 lead gets: by product by default, or by a test scenario chosen
 * with the e-mail's local part (`v3-all@…`, docs/api.md), like the outcome test inputs.
 */
export interface Scenario {
  id: string;
  steps: readonly ScenarioStep[];
  /**
   * Steps asked after the first submission of the last step (`v3-more`), until the lead field
   * `answeredBy` has an answer.
   */
  more?: { steps: readonly ScenarioStep[]; answeredBy: string };
  /** Data points the sandbox refuses at submission while their values stay the same (`v3-error`). */
  refuse?: readonly string[];
}

const FIRST = 'initial-details';
const nameWith = (...dataPoints: string[]): ScenarioStep => ({ path: 'name', dataPoints });
const ADDRESS: ScenarioStep = {
  path: 'address-information',
  dataPoints: ['POSTAL_CODE', 'STREET', 'HOUSE_NUMBER', 'CITY', 'PROVINCE'],
};

/** The product's usual form. */
const PRODUCT_SCENARIOS: Readonly<Record<ProductId, Scenario>> = {
  finipay: {
    id: 'finipay',
    steps: [
      FIRST,
      'loan-purpose',
      nameWith('FIRST_NAME', 'LAST_NAME', 'SECOND_LAST_NAME'),
      'date-of-birth',
      'personal-code',
      ADDRESS,
      'flat-number',
      'housing-information',
      'income-source',
      'monthly-income',
      'income-payday',
      'employer-name',
      'job-title',
      'monthly-expenses',
      'monthly-credit-commitments',
      'iban-consent',
      'bank-account',
      'online-banking',
      'credit-history',
    ],
  },
  fiesta: {
    id: 'fiesta',
    steps: [
      FIRST,
      'name',
      'gender',
      'date-of-birth',
      'personal-code',
      'country-of-birth',
      'citizenship',
      {
        path: 'address-information',
        dataPoints: [
          'POSTAL_CODE',
          'SUBURB',
          'MUNICIPALITY',
          'CITY',
          'PROVINCE',
          'STREET',
          'HOUSE_NUMBER',
        ],
      },
      'income-source',
      'monthly-income',
      'income-payday',
      'employer-name',
      'position-type',
      'total-debt',
      'dependants',
      'pep-details',
    ],
  },
  default: {
    id: 'default',
    steps: [
      FIRST,
      nameWith('FIRST_NAME', 'LAST_NAME'),
      'date-of-birth',
      'personal-code',
      ADDRESS,
      'monthly-income',
      'employer-name',
      'bank-account',
    ],
  },
  askrobin: { id: 'askrobin', steps: [] },
  ibancar: { id: 'ibancar', steps: [] },
  whitelabel: { id: 'whitelabel', steps: [] },
};

/** Scenarios chosen by the e-mail's local part, to reach every step and every answer by hand. */
export const TEST_SCENARIOS: Readonly<Record<string, Scenario>> = {
  'v3-all': { id: 'v3-all', steps: Object.keys(STEP_CATALOG) },
  'v3-short': {
    id: 'v3-short',
    steps: [FIRST, nameWith('FIRST_NAME', 'LAST_NAME'), 'date-of-birth', ADDRESS, 'monthly-income'],
  },
  'v3-error': {
    id: 'v3-error',
    steps: [
      FIRST,
      nameWith('FIRST_NAME', 'LAST_NAME'),
      'monthly-income',
      'bank-account',
      'employer-name',
      'tax-identification-number',
    ],
    // Listed latest first: the front end must still send the applicant to the earliest step.
    refuse: ['TAX_IDENTIFICATION_NUMBER', 'IBAN'],
  },
  'v3-loan': {
    id: 'v3-loan',
    steps: [
      FIRST,
      {
        path: 'loan-purpose',
        context: 'loan-information',
        dataPoints: ['AMOUNT', 'PERIOD', 'LOAN_PURPOSE'],
      },
      nameWith('FIRST_NAME', 'LAST_NAME'),
      'monthly-income',
    ],
  },
  'v3-more': {
    id: 'v3-more',
    steps: [FIRST, nameWith('FIRST_NAME', 'LAST_NAME'), 'date-of-birth'],
    more: { steps: ['id-card', 'pep-details'], answeredBy: 'otherDetails.idCardNumber' },
  },
  'v3-fallback': {
    id: 'v3-fallback',
    steps: [
      FIRST,
      nameWith('FIRST_NAME', 'LAST_NAME'),
      { path: 'future-question', context: 'carousel', dataPoints: ['FAVOURITE_COLOUR'] },
      'monthly-income',
    ],
  },
};

/** The e-mail's local part, without a `+tag`, lower case: the test input. */
export function localPartOf(email: unknown): string {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  return (local.split('+')[0] ?? '').trim().toLowerCase();
}

/** The scenario of a lead: its e-mail's test scenario, else its product's form. */
export function scenarioFor(product: ProductId, email: unknown): Scenario {
  const test = TEST_SCENARIOS[localPartOf(email)];
  if (test) return test;
  const own = PRODUCT_SCENARIOS[product];
  return own.steps.length > 0 ? own : PRODUCT_SCENARIOS.default;
}

/** A scenario by name (for `/v3/test/datapoints`): a test scenario or a product. */
export function scenarioNamed(name: string): Scenario | undefined {
  return (
    TEST_SCENARIOS[name] ??
    (name in PRODUCT_SCENARIOS ? scenarioFor(name as ProductId, '') : undefined)
  );
}
