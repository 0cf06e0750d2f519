import {
  birthDateField,
  checkboxField,
  countField,
  dateField,
  moneyField,
  radioField,
  selectField,
  textField,
  yesNoField,
  type FieldDefinition,
  type FieldRule,
} from '../form';
import type { DataPoint } from './dataPoints';

/** A control that needs more than FormField: a look-up, remote choices, or the loan sliders. */
export type DataPointInput =
  'postcodeLookup' | 'companyLookup' | 'countryChoices' | 'positionChoices' | 'range';

export interface DataPointSpec {
  /** The control: `name` is the lead field the data point fills. */
  field: FieldDefinition;
  input?: DataPointInput;
}

type Extra = Partial<FieldDefinition> & { input?: DataPointInput };

function spec(field: FieldDefinition, input?: DataPointInput): DataPointSpec {
  return input === undefined ? { field } : { field, input };
}

const text = (
  name: string,
  autoComplete: string,
  rules: FieldRule[],
  { input, ...extra }: Extra = {},
) => spec(textField(name, { autoComplete, rules, ...extra }), input);

const choice = (name: string, options: readonly string[], { input, ...extra }: Extra = {}) =>
  spec(selectField(name, options, extra), input);

const radio = (name: string, options: readonly string[], extra: Partial<FieldDefinition> = {}) =>
  spec(radioField(name, options, extra));

const yesNo = (name: string, extra: Partial<FieldDefinition> = {}) => spec(yesNoField(name, extra));

const amount = (name: string, max: number, extra: Partial<FieldDefinition> = {}) =>
  spec(moneyField(name, max, extra));

const count = (name: string, min: number, max: number) => spec(countField(name, min, max));

const date = (name: string, rule: FieldRule, extra: Partial<FieldDefinition> = {}) =>
  spec(dateField(name, { rules: [rule], ...extra }));

const consent = (name: string, optional: boolean) => spec(checkboxField(name, { optional }));

const MONEY_MAX = 100000;

/** Options shared with the classic funnel, so their labels come from the shared translations. */
const LOAN_PURPOSES = [
  'EVERYDAY_EXPENSES',
  'CAR',
  'HOME_IMPROVEMENT',
  'HEALTH',
  'EDUCATION',
  'TRAVEL',
  'DEBT_CONSOLIDATION',
  'OTHER',
];
const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'COHABITING', 'DIVORCED', 'WIDOWED'];
const EDUCATION_LEVELS = ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY'];
const HOUSING_TENURES = ['OWNER', 'OWNER_WITH_MORTGAGE', 'RENT', 'LIVING_WITH_FAMILY', 'OTHER'];
const INCOME_SOURCES = ['EMPLOYED', 'SELF_EMPLOYED', 'PENSIONER', 'UNEMPLOYED', 'STUDENT', 'OTHER'];
const REFERENCE_TYPES = ['FAMILY', 'FRIEND', 'COLLEAGUE'];

/**
 * Every data point's control and the lead field it fills (specification section 3). The labels,
 * hints and option texts are translations under `fields>{lead field}` in the dynamicForm
 * namespace (or the shared one for fields the classic funnel asks too).
 */
export const DATA_POINT_SPECS: Readonly<Record<DataPoint, DataPointSpec>> = {
  AMOUNT: spec(
    { name: 'amount', control: 'number', autoComplete: 'off', inputMode: 'numeric' },
    'range',
  ),
  PERIOD: spec(
    { name: 'period', control: 'number', autoComplete: 'off', inputMode: 'numeric' },
    'range',
  ),
  LOAN_PURPOSE: radio('otherDetails.loanPurpose', LOAN_PURPOSES),

  FIRST_NAME: text('personalDetails.firstName', 'given-name', ['name']),
  MIDDLE_NAME: text('personalDetails.middleName', 'additional-name', ['name'], { optional: true }),
  LAST_NAME: text('personalDetails.lastName', 'family-name', ['name']),
  SECOND_LAST_NAME: text('personalDetails.secondLastName', 'off', ['name'], { optional: true }),
  GENDER: radio('personalDetails.gender', ['FEMALE', 'MALE'], { autoComplete: 'sex' }),
  DATE_OF_BIRTH: spec(birthDateField('personalDetails.dateOfBirth')),
  MARITAL_STATUS: radio('otherDetails.maritalStatus', MARITAL_STATUSES),
  EDUCATION: radio('otherDetails.education', EDUCATION_LEVELS),
  IS_POLITICALLY_EXPOSED: yesNo('otherDetails.isPoliticallyExposed'),
  CONNECTED_TO_PEP: yesNo('otherDetails.connectedToPep'),

  EMAIL: spec({
    name: 'contactDetails.email',
    control: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    rules: ['email'],
    maxLength: 254,
  }),
  PHONE_NUMBER: spec({
    name: 'contactDetails.phoneNumber',
    control: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    rules: ['phone'],
    maxLength: 30,
  }),
  MARKETING_CONSENTS: consent('contactDetails.marketingConsents', true),
  GENERAL_POLICIES: consent('generalPolicies', false),

  POSTAL_CODE: text('contactDetails.postalCode', 'postal-code', ['postalCode'], {
    maxLength: 10,
    input: 'postcodeLookup',
  }),
  PROVINCE: text('contactDetails.province', 'address-level1', ['locality']),
  CITY: text('contactDetails.city', 'address-level2', ['locality']),
  MUNICIPALITY: text('contactDetails.municipality', 'off', ['locality'], { optional: true }),
  DISTRICT: text('contactDetails.district', 'address-level3', ['locality'], { optional: true }),
  SUBURB: text('contactDetails.suburb', 'address-level4', ['locality'], { optional: true }),
  STREET: text('contactDetails.street', 'address-line1', ['street']),
  HOUSE_NUMBER: text('contactDetails.houseNumber', 'address-line2', ['houseNumber'], {
    maxLength: 10,
  }),
  BLOCK_NUMBER: text('contactDetails.blockNumber', 'off', ['blockNumber'], {
    maxLength: 10,
    optional: true,
  }),
  FLOOR: text('contactDetails.floor', 'off', ['blockNumber'], { maxLength: 10, optional: true }),
  FLAT_NUMBER: text('contactDetails.flatNumber', 'address-line3', ['flatNumber'], {
    maxLength: 10,
  }),

  HOUSING_TENURE: radio('otherDetails.housingTenure', HOUSING_TENURES),
  HOUSING_TENURE_SINCE_DATE: date('otherDetails.housingTenureSinceDate', 'pastDate'),
  RENT_AMOUNT: amount('expenses.rentAmount', MONEY_MAX, { optional: true }),
  LIVING_AREA: radio('otherDetails.livingArea', ['CITY', 'TOWN', 'VILLAGE']),
  NUMBER_OF_INHABITANTS: count('otherDetails.numberOfInhabitants', 1, 30),
  NUMBER_OF_DEPENDANTS: count('otherDetails.numberOfDependants', 0, 20),
  NUMBER_OF_DEPENDANTS_OTHER: count('otherDetails.numberOfDependantsOther', 0, 20),
  HOUSEHOLD_INCOME: amount('incomeDetails.householdIncome', MONEY_MAX),
  HOUSEHOLD_EXPENSES: amount('expenses.householdExpenses', MONEY_MAX),

  VEHICLE_OWNERSHIP: radio('otherDetails.vehicleOwnership', ['OWNER', 'CO_OWNER', 'NOT_OWNER']),
  IS_VEHICLE_FINANCED: yesNo('otherDetails.isVehicleFinanced', { optional: true }),
  VEHICLE_LICENSE_PLATE_NUMBER: text(
    'otherDetails.vehicleLicensePlateNumber',
    'off',
    ['licensePlate'],
    {
      maxLength: 12,
      optional: true,
    },
  ),
  HAS_VEHICLE_DOWN_PAYMENT: yesNo('otherDetails.hasVehicleDownPayment', { optional: true }),
  VEHICLE_CONSENT: consent('otherDetails.vehicleConsent', true),

  INCOME_SOURCE: choice('incomeDetails.incomeSource', INCOME_SOURCES),
  HAS_PROOF_OF_INCOME: yesNo('otherDetails.hasProofOfIncome'),
  MONTHLY_INCOME: amount('incomeDetails.monthlyIncome', MONEY_MAX),
  SALARY_CYCLE: radio('incomeDetails.salaryCycle', ['MONTHLY', 'BIWEEKLY', 'WEEKLY']),
  INCOME_PAYDAY: count('incomeDetails.incomePayday', 1, 31),
  INCOME_CONTRACT_STARTED_AT: date('incomeDetails.incomeContractStartedAt', 'pastDate'),
  INCOME_CONTRACT_EXPIRES_AT: date('incomeDetails.incomeContractExpiresAt', 'futureDate', {
    optional: true,
  }),
  MONTHLY_EXTRA_INCOME: amount('incomeDetails.monthlyExtraIncome', MONEY_MAX),
  SPOUSE_MONTHLY_INCOME: amount('incomeDetails.spouseMonthlyIncome', MONEY_MAX, { optional: true }),
  ECONOMIC_ACTIVITY: choice('incomeDetails.economicActivity', [
    'AGRICULTURE',
    'MANUFACTURING',
    'CONSTRUCTION',
    'TRADE',
    'TRANSPORT',
    'HOSPITALITY',
    'INFORMATION_TECHNOLOGY',
    'FINANCE',
    'PUBLIC_ADMINISTRATION',
    'EDUCATION',
    'HEALTH',
    'OTHER',
  ]),
  TRIAL_PERIOD: yesNo('incomeDetails.trialPeriod'),
  TERMINATION_PERIOD: radio('incomeDetails.terminationPeriod', [
    'NONE',
    'BY_EMPLOYEE',
    'BY_EMPLOYER',
  ]),

  JOB_AREA: choice('incomeDetails.jobArea', [
    'ADMINISTRATION',
    'SALES',
    'CUSTOMER_SERVICE',
    'PRODUCTION',
    'LOGISTICS',
    'TECHNOLOGY',
    'HEALTHCARE',
    'EDUCATION',
    'SECURITY',
    'CLEANING',
    'MANAGEMENT',
    'OTHER',
  ]),
  JOB_TITLE: text('incomeDetails.jobTitle', 'organization-title', ['jobTitle']),
  POSITION_TYPE: choice('incomeDetails.positionType', [], { input: 'positionChoices' }),
  EMPLOYER_NAME: text('employer.name', 'organization', ['companyName'], { input: 'companyLookup' }),
  WORK_PHONE: spec({
    name: 'incomeDetails.workPhone',
    control: 'tel',
    autoComplete: 'work tel-national',
    inputMode: 'tel',
    rules: ['phone'],
    maxLength: 30,
    optional: true,
  }),
  EMPLOYER_POSTAL_CODE: text('employer.postalCode', 'off', ['postalCode'], {
    maxLength: 10,
    input: 'postcodeLookup',
  }),
  EMPLOYER_PROVINCE: text('employer.province', 'off', ['locality']),
  EMPLOYER_CITY: text('employer.city', 'off', ['locality']),
  EMPLOYER_STREET: text('employer.street', 'off', ['street']),
  EMPLOYER_HOUSE_NUMBER: text('employer.houseNumber', 'off', ['houseNumber'], { maxLength: 10 }),

  IBAN_CONSENT: yesNo('otherDetails.ibanConsent'),
  IBAN: text('incomeDetails.iban', 'off', ['iban'], { maxLength: 42 }),
  HAS_BANK_ACCOUNT: yesNo('otherDetails.hasBankAccount'),
  USING_ONLINE_BANKING: yesNo('incomeDetails.usingOnlineBanking'),

  NEGATIVE_CREDIT_HISTORY: yesNo('otherDetails.negativeCreditHistory'),
  HAS_OTHER_LOANS: yesNo('expenses.hasOtherLoans'),
  MONTHLY_EXPENSES: amount('expenses.monthlyExpenses', MONEY_MAX),
  MONTHLY_CREDIT_COMMITMENTS: amount('expenses.monthlyCreditCommitments', MONEY_MAX),
  // Section 9: total debt 0 to 500000, overdue debt at most 1000.
  TOTAL_DEBT_AMOUNT: amount('expenses.totalDebtAmount', 500000),
  OVERDUE_DEBT_AMOUNT: amount('otherDetails.overdueDebtAmount', 1000),
  IS_INTERESTED_IN_DEBT_CONSOLIDATION: yesNo('otherDetails.isInterestedInDebtConsolidation', {
    optional: true,
  }),
  IN_TAX_DEBT: yesNo('incomeDetails.inTaxDebt'),
  IN_CONTRIBUTION_DEBT: yesNo('incomeDetails.inContributionDebt'),
  MORTGAGE_AMOUNT: amount('expenses.mortgageAmount', 5000000),
  MONTHLY_MORTGAGE_AMOUNT: amount('expenses.monthlyMortgageAmount', MONEY_MAX),
  MORTGAGE_STARTED_AT: date('expenses.mortgageStartedAt', 'pastDate'),
  MORTGAGE_EXPIRES_AT: date('expenses.mortgageExpiresAt', 'futureDate'),

  REFERENCE_TYPE: choice('referenceDetails.type', REFERENCE_TYPES),
  REFERENCE_NAME: text('referenceDetails.name', 'off', ['name']),
  REFERENCE_PHONE_NUMBER: spec({
    name: 'referenceDetails.phoneNumber',
    control: 'tel',
    autoComplete: 'off',
    inputMode: 'tel',
    rules: ['phone'],
    maxLength: 30,
  }),

  PERSONAL_CODE: text('personalDetails.personalCode', 'off', ['nationalId'], { maxLength: 20 }),
  ID_CARD_NUMBER: text('otherDetails.idCardNumber', 'off', ['documentNumber'], { maxLength: 20 }),
  ID_CARD_ISSUED_AT: date('otherDetails.idCardIssuedAt', 'pastDate'),
  ID_CARD_ISSUED_AUTHORITY: text('otherDetails.idCardIssuedAuthority', 'off', ['companyName']),
  COUNTRY_OF_BIRTH: choice('otherDetails.countryOfBirth', [], { input: 'countryChoices' }),
  CITY_OF_BIRTH: text('otherDetails.cityOfBirth', 'off', ['locality']),
  PROVINCE_OF_BIRTH: text('otherDetails.provinceOfBirth', 'off', ['locality'], { optional: true }),
  CITIZENSHIP: choice('otherDetails.citizenship', [], { input: 'countryChoices' }),
  SECOND_CITIZENSHIP: choice('otherDetails.secondCitizenship', [], {
    input: 'countryChoices',
    optional: true,
  }),

  PENSION_PAYER: text('incomeDetails.pensionPayer', 'off', ['pensionPayer']),
  PENSION_NUMBER: text('otherDetails.pensionNumber', 'off', ['documentNumber'], { maxLength: 20 }),

  TAX_IDENTIFICATION_NUMBER: text('otherDetails.taxIdentificationNumber', 'off', ['taxId'], {
    maxLength: 20,
  }),
  EMPLOYER_TAX_REGISTRY_CODE: text('employer.taxRegistryCode', 'off', ['taxRegistryCode'], {
    maxLength: 20,
  }),

  FIELD_REGISTRATION_NUMBER: text(
    'otherDetails.fieldRegistrationNumber',
    'off',
    ['documentNumber'],
    { maxLength: 20 },
  ),
  FIELD_SQUARE_AREA: amount('otherDetails.fieldSquareArea', 100000),
};

/** The lead field (control name) of a data point, or undefined for a name the app does not know. */
export function fieldNameOf(dataPoint: string): string | undefined {
  return (DATA_POINT_SPECS as Readonly<Record<string, DataPointSpec>>)[dataPoint]?.field.name;
}
