import type { DataPointPlacement } from './model/types';
import type { DynamicStepPath } from './model/stepPaths';
import type { DataPoint } from './dataPoints';
import { FIRST_PAGE_STEP } from './firstPage';
import type { StepType } from './stepTypes';

export interface CatalogStep {
  context: StepType;
  dataPoints: readonly DataPoint[];
}

/**
 * What each step path of the specification asks, as the lead API sends it by default (the
 * sandbox sends these; its scenarios may ask fewer). The app renders whatever data points the
 * server places on a path: this catalog is the reference, and the first page's source.
 */
export const STEP_CATALOG: Readonly<Record<DynamicStepPath, CatalogStep>> = {
  'initial-details': FIRST_PAGE_STEP,
  'loan-purpose': { context: 'dynamic', dataPoints: ['LOAN_PURPOSE'] },
  name: {
    context: 'dynamic',
    dataPoints: ['FIRST_NAME', 'MIDDLE_NAME', 'LAST_NAME', 'SECOND_LAST_NAME'],
  },
  gender: { context: 'dynamic', dataPoints: ['GENDER'] },
  'date-of-birth': { context: 'dynamic', dataPoints: ['DATE_OF_BIRTH'] },
  'personal-code': { context: 'dynamic', dataPoints: ['PERSONAL_CODE'] },
  'marital-status': { context: 'dynamic', dataPoints: ['MARITAL_STATUS'] },
  education: { context: 'dynamic', dataPoints: ['EDUCATION'] },
  'address-information': {
    context: 'dynamic',
    dataPoints: [
      'POSTAL_CODE',
      'PROVINCE',
      'CITY',
      'MUNICIPALITY',
      'DISTRICT',
      'SUBURB',
      'STREET',
      'HOUSE_NUMBER',
    ],
  },
  'flat-number': { context: 'dynamic', dataPoints: ['BLOCK_NUMBER', 'FLOOR', 'FLAT_NUMBER'] },
  'housing-information': {
    context: 'dynamic',
    dataPoints: ['HOUSING_TENURE', 'HOUSING_TENURE_SINCE_DATE', 'RENT_AMOUNT'],
  },
  'monthly-income': { context: 'dynamic', dataPoints: ['MONTHLY_INCOME'] },
  'income-payday': { context: 'dynamic', dataPoints: ['SALARY_CYCLE', 'INCOME_PAYDAY'] },
  'job-area': { context: 'dynamic', dataPoints: ['JOB_AREA'] },
  'vehicle-ownership': {
    context: 'dynamic',
    dataPoints: [
      'VEHICLE_OWNERSHIP',
      'IS_VEHICLE_FINANCED',
      'VEHICLE_LICENSE_PLATE_NUMBER',
      'HAS_VEHICLE_DOWN_PAYMENT',
      'VEHICLE_CONSENT',
    ],
  },
  'iban-consent': { context: 'modal', dataPoints: ['IBAN_CONSENT'] },
  'bank-account': { context: 'dynamic', dataPoints: ['IBAN'] },
  'online-banking': {
    context: 'dynamic',
    dataPoints: ['HAS_BANK_ACCOUNT', 'USING_ONLINE_BANKING'],
  },
  'credit-history': {
    context: 'dynamic',
    dataPoints: ['NEGATIVE_CREDIT_HISTORY', 'HAS_OTHER_LOANS'],
  },
  'monthly-expenses': { context: 'dynamic', dataPoints: ['MONTHLY_EXPENSES'] },
  'monthly-credit-commitments': { context: 'dynamic', dataPoints: ['MONTHLY_CREDIT_COMMITMENTS'] },
  'position-type': { context: 'dynamic', dataPoints: ['POSITION_TYPE'] },
  'monthly-extra-income': { context: 'dynamic', dataPoints: ['MONTHLY_EXTRA_INCOME'] },
  dependants: { context: 'dynamic', dataPoints: ['NUMBER_OF_DEPENDANTS'] },
  'country-of-birth': {
    context: 'dynamic',
    dataPoints: ['COUNTRY_OF_BIRTH', 'CITY_OF_BIRTH', 'PROVINCE_OF_BIRTH'],
  },
  citizenship: { context: 'dynamic', dataPoints: ['CITIZENSHIP', 'SECOND_CITIZENSHIP'] },
  'mortgage-amount': {
    context: 'dynamic',
    dataPoints: ['MORTGAGE_AMOUNT', 'MONTHLY_MORTGAGE_AMOUNT'],
  },
  'mortgage-information': {
    context: 'dynamic',
    dataPoints: ['MORTGAGE_STARTED_AT', 'MORTGAGE_EXPIRES_AT'],
  },
  'income-source': { context: 'dynamic', dataPoints: ['INCOME_SOURCE', 'HAS_PROOF_OF_INCOME'] },
  'income-contract-start': { context: 'dynamic', dataPoints: ['INCOME_CONTRACT_STARTED_AT'] },
  'income-contract-expiry': { context: 'dynamic', dataPoints: ['INCOME_CONTRACT_EXPIRES_AT'] },
  'job-title': { context: 'dynamic', dataPoints: ['JOB_TITLE'] },
  'employer-name': { context: 'dynamic', dataPoints: ['EMPLOYER_NAME'] },
  'pep-details': { context: 'dynamic', dataPoints: ['IS_POLITICALLY_EXPOSED', 'CONNECTED_TO_PEP'] },
  'total-debt': {
    context: 'dynamic',
    dataPoints: ['TOTAL_DEBT_AMOUNT', 'OVERDUE_DEBT_AMOUNT', 'IS_INTERESTED_IN_DEBT_CONSOLIDATION'],
  },
  'demographic-details': { context: 'dynamic', dataPoints: ['LIVING_AREA'] },
  'id-card': {
    context: 'dynamic',
    dataPoints: ['ID_CARD_NUMBER', 'ID_CARD_ISSUED_AT', 'ID_CARD_ISSUED_AUTHORITY'],
  },
  'tax-identification-number': { context: 'dynamic', dataPoints: ['TAX_IDENTIFICATION_NUMBER'] },
  'number-of-dependants': { context: 'dynamic', dataPoints: ['NUMBER_OF_DEPENDANTS_OTHER'] },
  'number-of-inhabitants': { context: 'dynamic', dataPoints: ['NUMBER_OF_INHABITANTS'] },
  'household-income': {
    context: 'dynamic',
    dataPoints: ['HOUSEHOLD_INCOME', 'SPOUSE_MONTHLY_INCOME'],
  },
  'household-expenses': { context: 'dynamic', dataPoints: ['HOUSEHOLD_EXPENSES'] },
  'is-in-debt': { context: 'dynamic', dataPoints: ['IN_TAX_DEBT', 'IN_CONTRIBUTION_DEBT'] },
  'economic-activity': { context: 'dynamic', dataPoints: ['ECONOMIC_ACTIVITY'] },
  'is-on-any-period': { context: 'dynamic', dataPoints: ['TRIAL_PERIOD', 'TERMINATION_PERIOD'] },
  'pension-details': { context: 'dynamic', dataPoints: ['PENSION_PAYER', 'PENSION_NUMBER'] },
  'field-details': {
    context: 'dynamic',
    dataPoints: ['FIELD_REGISTRATION_NUMBER', 'FIELD_SQUARE_AREA'],
  },
  'job-details': {
    context: 'dynamic',
    dataPoints: [
      'WORK_PHONE',
      'EMPLOYER_POSTAL_CODE',
      'EMPLOYER_PROVINCE',
      'EMPLOYER_CITY',
      'EMPLOYER_STREET',
      'EMPLOYER_HOUSE_NUMBER',
    ],
  },
  'tax-registry-code': { context: 'dynamic', dataPoints: ['EMPLOYER_TAX_REGISTRY_CODE'] },
};

/** The placements of one catalog step. */
export function catalogPlacements(path: DynamicStepPath): DataPointPlacement[] {
  const { context, dataPoints } = STEP_CATALOG[path];
  return dataPoints.map((name) => ({ name, path, context }));
}
