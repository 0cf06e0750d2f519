import type { DataPointPlacement } from './model/types';
import type { DynamicStepPath } from './model/stepPaths';
import { ADDRESS_DATA_POINTS, EMPLOYER_CONTACT_DATA_POINTS, type DataPoint } from './dataPoints';
import { FIRST_PAGE_STEP } from './firstPage';
import type { StepType } from './stepTypes';

export interface CatalogStep {
  context: StepType;
  dataPoints: readonly DataPoint[];
}

/** A dynamic step that asks these data points. */
const asked = (...dataPoints: DataPoint[]): CatalogStep => ({ context: 'dynamic', dataPoints });

/**
 * What each step path of the specification asks, as the lead API sends it by default (the
 * sandbox sends these; its scenarios may ask fewer). The app renders whatever data points the
 * server places on a path: this catalog is the reference, and the first page's source.
 */
export const STEP_CATALOG: Readonly<Record<DynamicStepPath, CatalogStep>> = {
  'initial-details': FIRST_PAGE_STEP,
  'loan-purpose': asked('LOAN_PURPOSE'),
  name: asked('FIRST_NAME', 'MIDDLE_NAME', 'LAST_NAME', 'SECOND_LAST_NAME'),
  gender: asked('GENDER'),
  'date-of-birth': asked('DATE_OF_BIRTH'),
  'personal-code': asked('PERSONAL_CODE'),
  'marital-status': asked('MARITAL_STATUS'),
  education: asked('EDUCATION'),
  'address-information': asked(...ADDRESS_DATA_POINTS),
  'flat-number': asked('BLOCK_NUMBER', 'FLOOR', 'FLAT_NUMBER'),
  'housing-information': asked('HOUSING_TENURE', 'HOUSING_TENURE_SINCE_DATE', 'RENT_AMOUNT'),
  'monthly-income': asked('MONTHLY_INCOME'),
  'income-payday': asked('SALARY_CYCLE', 'INCOME_PAYDAY'),
  'job-area': asked('JOB_AREA'),
  'vehicle-ownership': asked(
    'VEHICLE_OWNERSHIP',
    'IS_VEHICLE_FINANCED',
    'VEHICLE_LICENSE_PLATE_NUMBER',
    'HAS_VEHICLE_DOWN_PAYMENT',
    'VEHICLE_CONSENT',
  ),
  'iban-consent': { context: 'modal', dataPoints: ['IBAN_CONSENT'] },
  'bank-account': asked('IBAN'),
  'online-banking': asked('HAS_BANK_ACCOUNT', 'USING_ONLINE_BANKING'),
  'credit-history': asked('NEGATIVE_CREDIT_HISTORY', 'HAS_OTHER_LOANS'),
  'monthly-expenses': asked('MONTHLY_EXPENSES'),
  'monthly-credit-commitments': asked('MONTHLY_CREDIT_COMMITMENTS'),
  'position-type': asked('POSITION_TYPE'),
  'monthly-extra-income': asked('MONTHLY_EXTRA_INCOME'),
  dependants: asked('NUMBER_OF_DEPENDANTS'),
  'country-of-birth': asked('COUNTRY_OF_BIRTH', 'CITY_OF_BIRTH', 'PROVINCE_OF_BIRTH'),
  citizenship: asked('CITIZENSHIP', 'SECOND_CITIZENSHIP'),
  'mortgage-amount': asked('MORTGAGE_AMOUNT', 'MONTHLY_MORTGAGE_AMOUNT'),
  'mortgage-information': asked('MORTGAGE_STARTED_AT', 'MORTGAGE_EXPIRES_AT'),
  'income-source': asked('INCOME_SOURCE', 'HAS_PROOF_OF_INCOME'),
  'income-contract-start': asked('INCOME_CONTRACT_STARTED_AT'),
  'income-contract-expiry': asked('INCOME_CONTRACT_EXPIRES_AT'),
  'job-title': asked('JOB_TITLE'),
  'employer-name': asked('EMPLOYER_NAME'),
  'pep-details': asked('IS_POLITICALLY_EXPOSED', 'CONNECTED_TO_PEP'),
  'total-debt': asked(
    'TOTAL_DEBT_AMOUNT',
    'OVERDUE_DEBT_AMOUNT',
    'IS_INTERESTED_IN_DEBT_CONSOLIDATION',
  ),
  'demographic-details': asked('LIVING_AREA'),
  'id-card': asked('ID_CARD_NUMBER', 'ID_CARD_ISSUED_AT', 'ID_CARD_ISSUED_AUTHORITY'),
  'tax-identification-number': asked('TAX_IDENTIFICATION_NUMBER'),
  'number-of-dependants': asked('NUMBER_OF_DEPENDANTS_OTHER'),
  'number-of-inhabitants': asked('NUMBER_OF_INHABITANTS'),
  'household-income': asked('HOUSEHOLD_INCOME', 'SPOUSE_MONTHLY_INCOME'),
  'household-expenses': asked('HOUSEHOLD_EXPENSES'),
  'is-in-debt': asked('IN_TAX_DEBT', 'IN_CONTRIBUTION_DEBT'),
  'economic-activity': asked('ECONOMIC_ACTIVITY'),
  'is-on-any-period': asked('TRIAL_PERIOD', 'TERMINATION_PERIOD'),
  'pension-details': asked('PENSION_PAYER', 'PENSION_NUMBER'),
  'field-details': asked('FIELD_REGISTRATION_NUMBER', 'FIELD_SQUARE_AREA'),
  'job-details': asked(...EMPLOYER_CONTACT_DATA_POINTS),
  'tax-registry-code': asked('EMPLOYER_TAX_REGISTRY_CODE'),
};

/** The placements of one catalog step. */
export function catalogPlacements(path: DynamicStepPath): DataPointPlacement[] {
  const { context, dataPoints } = STEP_CATALOG[path];
  return dataPoints.map((name) => ({ name, path, context }));
}
