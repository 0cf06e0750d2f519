import type { FieldDefinition } from '../form';

const text = (name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  control: 'text',
  autoComplete: 'off',
  maxLength: 100,
  ...extra,
});
const select = (name: string, options: readonly string[], optional = false): FieldDefinition => ({
  name,
  control: 'select',
  autoComplete: 'off',
  options,
  optional,
});
const yesNo = (name: string): FieldDefinition => ({
  name,
  control: 'radio',
  autoComplete: 'off',
  options: ['true', 'false'],
  valueType: 'boolean',
});
const count = (name: string, min: number, max: number): FieldDefinition => ({
  name,
  control: 'number',
  autoComplete: 'off',
  inputMode: 'numeric',
  min,
  max,
});
/** An amount of money per month or in total; the bounds keep typos (an extra zero) out. */
const money = (name: string, max: number, optional = false): FieldDefinition => ({
  name,
  control: 'number',
  autoComplete: 'off',
  inputMode: 'decimal',
  min: 0,
  max,
  optional,
});
const pastDate = (name: string): FieldDefinition => ({
  name,
  control: 'date',
  autoComplete: 'off',
  rules: ['pastDate'],
});
const checkbox = (name: string): FieldDefinition => ({
  name,
  control: 'checkbox',
  autoComplete: 'off',
  optional: true,
});

const POSITION_TYPES = ['PERMANENT', 'TEMPORARY', 'CIVIL_SERVANT', 'SELF_EMPLOYED', 'OTHER'];

/** The form screens of the partner steps, by route name, with lead fields of section 3. */
export const PARTNER_STEP_FIELDS = {
  'employment-details': [
    text('employer.name', { autoComplete: 'organization', rules: ['companyName'] }),
    text('incomeDetails.jobTitle', { autoComplete: 'organization-title', rules: ['jobTitle'] }),
    select('incomeDetails.positionType', POSITION_TYPES),
    pastDate('incomeDetails.incomeContractStartedAt'),
    text('employer.street', { rules: ['street'] }),
    text('employer.houseNumber', { rules: ['houseNumber'], maxLength: 10 }),
    text('employer.postalCode', { rules: ['postalCode'], inputMode: 'numeric', maxLength: 10 }),
    text('employer.city', { rules: ['locality'] }),
    {
      name: 'incomeDetails.workPhone',
      control: 'tel',
      autoComplete: 'work tel-national',
      inputMode: 'tel',
      rules: ['phone'],
      maxLength: 30,
      optional: true,
    },
  ],
  'additional-employment-details': [
    {
      name: 'incomeDetails.incomeContractExpiresAt',
      control: 'date',
      autoComplete: 'off',
      rules: ['futureDate'],
      optional: true,
    },
    select('incomeDetails.terminationPeriod', [
      'NONE',
      'UP_TO_1_MONTH',
      'UP_TO_3_MONTHS',
      'OVER_3_MONTHS',
    ]),
    yesNo('incomeDetails.trialPeriod'),
    select('incomeDetails.salaryCycle', ['MONTHLY', 'BIWEEKLY', 'WEEKLY']),
    money('incomeDetails.monthlyExtraIncome', 100_000, true),
  ],
  'marital-details': [
    select('otherDetails.maritalStatus', [
      'SINGLE',
      'MARRIED',
      'COHABITING',
      'DIVORCED',
      'WIDOWED',
    ]),
    money('incomeDetails.spouseMonthlyIncome', 100_000, true),
    count('otherDetails.numberOfDependants', 0, 20),
  ],
  aide: [
    count('otherDetails.numberOfInhabitants', 1, 20),
    select('otherDetails.livingArea', ['CITY', 'TOWN', 'VILLAGE']),
    money('incomeDetails.householdIncome', 200_000),
    money('expenses.householdExpenses', 200_000),
  ],
  'credit-details': [
    yesNo('expenses.hasOtherLoans'),
    money('expenses.monthlyCreditCommitments', 50_000),
    money('expenses.monthlyMortgageAmount', 50_000, true),
    money('expenses.rentAmount', 50_000, true),
    yesNo('otherDetails.negativeCreditHistory'),
  ],
  cnp: [
    text('personalDetails.personalCode', { rules: ['cnp'], inputMode: 'numeric', maxLength: 13 }),
    text('otherDetails.idCardNumber', { rules: ['documentNumber'], maxLength: 20 }),
    pastDate('otherDetails.idCardIssuedAt'),
    text('otherDetails.idCardIssuedAuthority', { rules: ['companyName'] }),
  ],
  'customer-debts': [
    money('expenses.totalDebtAmount', 500_000),
    // Section 9: overdue debt at most 1000.
    money('otherDetails.overdueDebtAmount', 1000),
    checkbox('incomeDetails.inTaxDebt'),
    checkbox('incomeDetails.inContributionDebt'),
    checkbox('otherDetails.isInterestedInDebtConsolidation'),
  ],
  'reference-details': [
    select('referenceDetails.type', ['FAMILY', 'FRIEND', 'COLLEAGUE']),
    text('referenceDetails.name', { rules: ['name'] }),
    {
      name: 'referenceDetails.phoneNumber',
      control: 'tel',
      autoComplete: 'off',
      inputMode: 'tel',
      rules: ['phone'],
      maxLength: 30,
    },
  ],
  wniosek: [
    text('employer.name', { autoComplete: 'organization', rules: ['companyName'] }),
    text('employer.taxRegistryCode', { rules: ['nip'], inputMode: 'numeric', maxLength: 13 }),
    select('incomeDetails.positionType', POSITION_TYPES),
    pastDate('incomeDetails.incomeContractStartedAt'),
    select('otherDetails.education', ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY']),
    count('otherDetails.numberOfInhabitants', 1, 20),
    money('expenses.monthlyExpenses', 100_000),
  ],
  'wniosek-uzupelnienie': [
    text('otherDetails.idCardNumber', { rules: ['polishIdCard'], maxLength: 12 }),
    pastDate('otherDetails.idCardIssuedAt'),
    select('otherDetails.citizenship', ['PL', 'UA', 'DE', 'OTHER']),
    text('otherDetails.cityOfBirth', { rules: ['locality'] }),
    text('incomeDetails.iban', { rules: ['iban'], maxLength: 42 }),
  ],
} satisfies Record<string, readonly FieldDefinition[]>;

export type PartnerFormStep = keyof typeof PARTNER_STEP_FIELDS;

/** Where the applicant's instalments are collected: days 1 to 28 exist in every month. */
export const MONTHLY_PAYMENT_DAY: FieldDefinition = count('monthlyPaymentDay', 1, 28);

export const PAYOUT_IBAN: FieldDefinition = text('incomeDetails.iban', {
  rules: ['iban'],
  maxLength: 42,
});
