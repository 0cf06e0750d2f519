import {
  checkboxField,
  countField,
  dateField,
  moneyField,
  selectField,
  textField,
  yesNoField,
  type FieldDefinition,
} from '../form';

const POSITION_TYPES = ['PERMANENT', 'TEMPORARY', 'CIVIL_SERVANT', 'SELF_EMPLOYED', 'OTHER'];

/** The form screens of the partner steps, by route name, with lead fields of section 3. */
export const PARTNER_STEP_FIELDS = {
  'employment-details': [
    textField('employer.name', { autoComplete: 'organization', rules: ['companyName'] }),
    textField('incomeDetails.jobTitle', {
      autoComplete: 'organization-title',
      rules: ['jobTitle'],
    }),
    selectField('incomeDetails.positionType', POSITION_TYPES),
    dateField('incomeDetails.incomeContractStartedAt', { rules: ['pastDate'] }),
    textField('employer.street', { rules: ['street'] }),
    textField('employer.houseNumber', { rules: ['houseNumber'], maxLength: 10 }),
    textField('employer.postalCode', {
      rules: ['postalCode'],
      inputMode: 'numeric',
      maxLength: 10,
    }),
    textField('employer.city', { rules: ['locality'] }),
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
    dateField('incomeDetails.incomeContractExpiresAt', { rules: ['futureDate'], optional: true }),
    selectField('incomeDetails.terminationPeriod', [
      'NONE',
      'UP_TO_1_MONTH',
      'UP_TO_3_MONTHS',
      'OVER_3_MONTHS',
    ]),
    yesNoField('incomeDetails.trialPeriod'),
    selectField('incomeDetails.salaryCycle', ['MONTHLY', 'BIWEEKLY', 'WEEKLY']),
    moneyField('incomeDetails.monthlyExtraIncome', 100_000, { optional: true }),
  ],
  'marital-details': [
    selectField('otherDetails.maritalStatus', [
      'SINGLE',
      'MARRIED',
      'COHABITING',
      'DIVORCED',
      'WIDOWED',
    ]),
    moneyField('incomeDetails.spouseMonthlyIncome', 100_000, { optional: true }),
    countField('otherDetails.numberOfDependants', 0, 20),
  ],
  aide: [
    countField('otherDetails.numberOfInhabitants', 1, 20),
    selectField('otherDetails.livingArea', ['CITY', 'TOWN', 'VILLAGE']),
    moneyField('incomeDetails.householdIncome', 200_000),
    moneyField('expenses.householdExpenses', 200_000),
  ],
  'credit-details': [
    yesNoField('expenses.hasOtherLoans'),
    moneyField('expenses.monthlyCreditCommitments', 50_000),
    moneyField('expenses.monthlyMortgageAmount', 50_000, { optional: true }),
    moneyField('expenses.rentAmount', 50_000, { optional: true }),
    yesNoField('otherDetails.negativeCreditHistory'),
  ],
  cnp: [
    textField('personalDetails.personalCode', {
      rules: ['cnp'],
      inputMode: 'numeric',
      maxLength: 13,
    }),
    textField('otherDetails.idCardNumber', { rules: ['documentNumber'], maxLength: 20 }),
    dateField('otherDetails.idCardIssuedAt', { rules: ['pastDate'] }),
    textField('otherDetails.idCardIssuedAuthority', { rules: ['companyName'] }),
  ],
  'customer-debts': [
    moneyField('expenses.totalDebtAmount', 500_000),
    // Section 9: overdue debt at most 1000.
    moneyField('otherDetails.overdueDebtAmount', 1000),
    checkboxField('incomeDetails.inTaxDebt', { optional: true }),
    checkboxField('incomeDetails.inContributionDebt', { optional: true }),
    checkboxField('otherDetails.isInterestedInDebtConsolidation', { optional: true }),
  ],
  'reference-details': [
    selectField('referenceDetails.type', ['FAMILY', 'FRIEND', 'COLLEAGUE']),
    textField('referenceDetails.name', { rules: ['name'] }),
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
    textField('employer.name', { autoComplete: 'organization', rules: ['companyName'] }),
    textField('employer.taxRegistryCode', { rules: ['nip'], inputMode: 'numeric', maxLength: 13 }),
    selectField('incomeDetails.positionType', POSITION_TYPES),
    dateField('incomeDetails.incomeContractStartedAt', { rules: ['pastDate'] }),
    selectField('otherDetails.education', ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY']),
    countField('otherDetails.numberOfInhabitants', 1, 20),
    moneyField('expenses.monthlyExpenses', 100_000),
  ],
  'wniosek-uzupelnienie': [
    textField('otherDetails.idCardNumber', { rules: ['polishIdCard'], maxLength: 12 }),
    dateField('otherDetails.idCardIssuedAt', { rules: ['pastDate'] }),
    selectField('otherDetails.citizenship', ['PL', 'UA', 'DE', 'OTHER']),
    textField('otherDetails.cityOfBirth', { rules: ['locality'] }),
    textField('incomeDetails.iban', { rules: ['iban'], maxLength: 42 }),
  ],
} satisfies Record<string, readonly FieldDefinition[]>;

export type PartnerFormStep = keyof typeof PARTNER_STEP_FIELDS;

/** Where the applicant's instalments are collected: days 1 to 28 exist in every month. */
export const MONTHLY_PAYMENT_DAY: FieldDefinition = countField('monthlyPaymentDay', 1, 28);

export const PAYOUT_IBAN: FieldDefinition = textField('incomeDetails.iban', {
  rules: ['iban'],
  maxLength: 42,
});
