import {
  contactDetails,
  employer,
  expenses,
  incomeDetails,
  otherDetails,
  period,
  personalDetails,
  referenceDetails,
} from '../form';
import { dataPointSpec as spec, specOf, type DataPointSpec } from './dataPointSpec';
import type { DataPoint } from './dataPoints';
import { FIRST_PAGE_SPECS } from './firstPageSpecs';

export type { DataPointInput, DataPointSpec } from './dataPointSpec';

// One question a step: the dynamic form shows short choices as radios, and asks some questions
// the classic and partner steps require as optional ones.
const radio = { as: 'radio' } as const;
const optional = { optional: true } as const;
const fetchedChoices = { options: [] };

/**
 * Every data point's field in the catalog (specification section 3), as the dynamic form asks it.
 * The labels, hints and option texts are translations under `fields>{lead field}` in the
 * dynamicForm namespace (or the shared one for fields the classic funnel asks too). It comes with
 * the later steps' fields (lookupFields.ts): the first page's are in the step's own chunk.
 */
export const DATA_POINT_SPECS: Readonly<Record<DataPoint, DataPointSpec>> = {
  ...FIRST_PAGE_SPECS,
  PERIOD: spec(period, undefined, 'range'),
  LOAN_PURPOSE: spec(otherDetails.loanPurpose, radio),

  FIRST_NAME: spec(personalDetails.firstName),
  MIDDLE_NAME: spec(personalDetails.middleName),
  LAST_NAME: spec(personalDetails.lastName),
  SECOND_LAST_NAME: spec(personalDetails.secondLastName),
  GENDER: spec(personalDetails.gender),
  DATE_OF_BIRTH: spec(personalDetails.dateOfBirth),
  MARITAL_STATUS: spec(otherDetails.maritalStatus, radio),
  EDUCATION: spec(otherDetails.education, radio),
  IS_POLITICALLY_EXPOSED: spec(otherDetails.isPoliticallyExposed),
  CONNECTED_TO_PEP: spec(otherDetails.connectedToPep),

  POSTAL_CODE: spec(contactDetails.postalCode, undefined, 'postcodeLookup'),
  PROVINCE: spec(contactDetails.province),
  CITY: spec(contactDetails.city),
  MUNICIPALITY: spec(contactDetails.municipality),
  DISTRICT: spec(contactDetails.district),
  SUBURB: spec(contactDetails.suburb),
  STREET: spec(contactDetails.street),
  HOUSE_NUMBER: spec(contactDetails.houseNumber),
  BLOCK_NUMBER: spec(contactDetails.blockNumber),
  FLOOR: spec(contactDetails.floor),
  FLAT_NUMBER: spec(contactDetails.flatNumber),

  HOUSING_TENURE: spec(otherDetails.housingTenure, radio),
  HOUSING_TENURE_SINCE_DATE: spec(otherDetails.housingTenureSinceDate),
  RENT_AMOUNT: spec(expenses.rentAmount),
  LIVING_AREA: spec(otherDetails.livingArea, radio),
  NUMBER_OF_INHABITANTS: spec(otherDetails.numberOfInhabitants),
  NUMBER_OF_DEPENDANTS: spec(otherDetails.numberOfDependants),
  NUMBER_OF_DEPENDANTS_OTHER: spec(otherDetails.numberOfDependantsOther),
  HOUSEHOLD_INCOME: spec(incomeDetails.householdIncome),
  HOUSEHOLD_EXPENSES: spec(expenses.householdExpenses),

  VEHICLE_OWNERSHIP: spec(otherDetails.vehicleOwnership),
  IS_VEHICLE_FINANCED: spec(otherDetails.isVehicleFinanced, optional),
  VEHICLE_LICENSE_PLATE_NUMBER: spec(otherDetails.vehicleLicensePlateNumber, optional),
  HAS_VEHICLE_DOWN_PAYMENT: spec(otherDetails.hasVehicleDownPayment),
  VEHICLE_CONSENT: spec(otherDetails.vehicleConsent),

  INCOME_SOURCE: spec(incomeDetails.incomeSource),
  HAS_PROOF_OF_INCOME: spec(otherDetails.hasProofOfIncome),
  MONTHLY_INCOME: spec(incomeDetails.monthlyIncome),
  SALARY_CYCLE: spec(incomeDetails.salaryCycle, radio),
  INCOME_PAYDAY: spec(incomeDetails.incomePayday),
  INCOME_CONTRACT_STARTED_AT: spec(incomeDetails.incomeContractStartedAt),
  INCOME_CONTRACT_EXPIRES_AT: spec(incomeDetails.incomeContractExpiresAt),
  MONTHLY_EXTRA_INCOME: spec(incomeDetails.monthlyExtraIncome),
  SPOUSE_MONTHLY_INCOME: spec(incomeDetails.spouseMonthlyIncome),
  ECONOMIC_ACTIVITY: spec(incomeDetails.economicActivity),
  TRIAL_PERIOD: spec(incomeDetails.trialPeriod),
  TERMINATION_PERIOD: spec(incomeDetails.terminationPeriod, radio),

  JOB_AREA: spec(incomeDetails.jobArea),
  JOB_TITLE: spec(incomeDetails.jobTitle),
  POSITION_TYPE: spec(incomeDetails.positionType, fetchedChoices, 'positionChoices'),
  EMPLOYER_NAME: spec(employer.name, undefined, 'companyLookup'),
  WORK_PHONE: spec(incomeDetails.workPhone),
  EMPLOYER_POSTAL_CODE: spec(employer.postalCode, undefined, 'postcodeLookup'),
  EMPLOYER_PROVINCE: spec(employer.province),
  EMPLOYER_CITY: spec(employer.city),
  EMPLOYER_STREET: spec(employer.street),
  EMPLOYER_HOUSE_NUMBER: spec(employer.houseNumber),

  IBAN_CONSENT: spec(otherDetails.ibanConsent),
  IBAN: spec(incomeDetails.iban),
  HAS_BANK_ACCOUNT: spec(otherDetails.hasBankAccount),
  USING_ONLINE_BANKING: spec(incomeDetails.usingOnlineBanking),

  NEGATIVE_CREDIT_HISTORY: spec(otherDetails.negativeCreditHistory),
  HAS_OTHER_LOANS: spec(expenses.hasOtherLoans),
  MONTHLY_EXPENSES: spec(expenses.monthlyExpenses),
  MONTHLY_CREDIT_COMMITMENTS: spec(expenses.monthlyCreditCommitments),
  TOTAL_DEBT_AMOUNT: spec(expenses.totalDebtAmount),
  OVERDUE_DEBT_AMOUNT: spec(otherDetails.overdueDebtAmount),
  IS_INTERESTED_IN_DEBT_CONSOLIDATION: spec(otherDetails.isInterestedInDebtConsolidation),
  IN_TAX_DEBT: spec(incomeDetails.inTaxDebt),
  IN_CONTRIBUTION_DEBT: spec(incomeDetails.inContributionDebt),
  MORTGAGE_AMOUNT: spec(expenses.mortgageAmount),
  MONTHLY_MORTGAGE_AMOUNT: spec(expenses.monthlyMortgageAmount),
  MORTGAGE_STARTED_AT: spec(expenses.mortgageStartedAt),
  MORTGAGE_EXPIRES_AT: spec(expenses.mortgageExpiresAt),

  REFERENCE_TYPE: spec(referenceDetails.type),
  REFERENCE_NAME: spec(referenceDetails.name),
  REFERENCE_PHONE_NUMBER: spec(referenceDetails.phoneNumber),

  PERSONAL_CODE: spec(personalDetails.personalCode),
  ID_CARD_NUMBER: spec(otherDetails.idCardNumber),
  ID_CARD_ISSUED_AT: spec(otherDetails.idCardIssuedAt),
  ID_CARD_ISSUED_AUTHORITY: spec(otherDetails.idCardIssuedAuthority),
  COUNTRY_OF_BIRTH: spec(otherDetails.countryOfBirth, undefined, 'countryChoices'),
  CITY_OF_BIRTH: spec(otherDetails.cityOfBirth),
  PROVINCE_OF_BIRTH: spec(otherDetails.provinceOfBirth),
  CITIZENSHIP: spec(otherDetails.citizenship, undefined, 'countryChoices'),
  SECOND_CITIZENSHIP: spec(otherDetails.secondCitizenship, undefined, 'countryChoices'),

  PENSION_PAYER: spec(incomeDetails.pensionPayer),
  PENSION_NUMBER: spec(otherDetails.pensionNumber),

  TAX_IDENTIFICATION_NUMBER: spec(otherDetails.taxIdentificationNumber),
  EMPLOYER_TAX_REGISTRY_CODE: spec(employer.taxRegistryCode),

  FIELD_REGISTRATION_NUMBER: spec(otherDetails.fieldRegistrationNumber),
  FIELD_SQUARE_AREA: spec(otherDetails.fieldSquareArea),
};

/** Whether the app knows a data point the lead API names (it may send names it does not). */
export function isDataPoint(name: string): name is DataPoint {
  return Object.hasOwn(DATA_POINT_SPECS, name);
}

/** The lead field (control name) of a data point, or undefined for a name the app does not know. */
export function fieldNameOf(dataPoint: string): string | undefined {
  return specOf(DATA_POINT_SPECS, dataPoint)?.field.name;
}
