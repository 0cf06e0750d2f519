import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fillBirthDate } from './birthDate';

export interface Placement {
  name: string;
  path: string;
  context: string;
}

/** How each data point is answered on the Spanish build: valid, obviously fake values. */
type Answer =
  | { fill: string }
  /** A date of birth, ISO, typed into its day, month and year fields. */
  | { birthDate: string }
  | { choose: string }
  | { select: string }
  | { check: true }
  /** Filled by a look-up: the test only checks it came. */
  | { expectFilled: string };

export const ANSWERS: Readonly<Record<string, Answer>> = {
  FIRST_NAME: { fill: 'Lucía' },
  MIDDLE_NAME: { fill: 'María' },
  LAST_NAME: { fill: 'García' },
  SECOND_LAST_NAME: { fill: 'Pérez' },
  GENDER: { choose: 'FEMALE' },
  DATE_OF_BIRTH: { birthDate: '1990-05-17' },
  PERSONAL_CODE: { fill: '12345678Z' },
  MARITAL_STATUS: { choose: 'SINGLE' },
  EDUCATION: { choose: 'UNIVERSITY' },
  LOAN_PURPOSE: { choose: 'CAR' },
  POSTAL_CODE: { fill: '28013' },
  PROVINCE: { expectFilled: 'Madrid' },
  CITY: { expectFilled: 'Madrid' },
  MUNICIPALITY: { expectFilled: 'Madrid' },
  DISTRICT: { expectFilled: 'Centro' },
  SUBURB: { fill: 'Sol' },
  STREET: { fill: 'Calle Mayor' },
  HOUSE_NUMBER: { fill: '12' },
  BLOCK_NUMBER: { fill: '2' },
  FLOOR: { fill: '3' },
  FLAT_NUMBER: { fill: 'B' },
  HOUSING_TENURE: { choose: 'RENT' },
  HOUSING_TENURE_SINCE_DATE: { fill: '2018-03-01' },
  RENT_AMOUNT: { fill: '650' },
  MONTHLY_INCOME: { fill: '1800' },
  SALARY_CYCLE: { choose: 'MONTHLY' },
  INCOME_PAYDAY: { fill: '28' },
  JOB_AREA: { select: 'ADMINISTRATION' },
  VEHICLE_OWNERSHIP: { choose: 'NOT_OWNER' },
  IS_VEHICLE_FINANCED: { choose: 'false' },
  VEHICLE_LICENSE_PLATE_NUMBER: { fill: '1234 BCD' },
  HAS_VEHICLE_DOWN_PAYMENT: { choose: 'false' },
  VEHICLE_CONSENT: { check: true },
  IBAN_CONSENT: { choose: 'true' },
  IBAN: { fill: 'ES91 2100 0418 4502 0005 1332' },
  HAS_BANK_ACCOUNT: { choose: 'true' },
  USING_ONLINE_BANKING: { choose: 'true' },
  NEGATIVE_CREDIT_HISTORY: { choose: 'false' },
  HAS_OTHER_LOANS: { choose: 'false' },
  MONTHLY_EXPENSES: { fill: '600' },
  MONTHLY_CREDIT_COMMITMENTS: { fill: '0' },
  POSITION_TYPE: { select: 'OFFICE_EMPLOYEE' },
  MONTHLY_EXTRA_INCOME: { fill: '0' },
  NUMBER_OF_DEPENDANTS: { fill: '1' },
  COUNTRY_OF_BIRTH: { select: 'ES' },
  CITY_OF_BIRTH: { fill: 'Madrid' },
  PROVINCE_OF_BIRTH: { fill: 'Madrid' },
  CITIZENSHIP: { select: 'ES' },
  SECOND_CITIZENSHIP: { select: 'PT' },
  MORTGAGE_AMOUNT: { fill: '0' },
  MONTHLY_MORTGAGE_AMOUNT: { fill: '0' },
  MORTGAGE_STARTED_AT: { fill: '2015-01-01' },
  MORTGAGE_EXPIRES_AT: { fill: '2045-01-01' },
  INCOME_SOURCE: { select: 'EMPLOYED' },
  HAS_PROOF_OF_INCOME: { choose: 'true' },
  INCOME_CONTRACT_STARTED_AT: { fill: '2019-09-01' },
  INCOME_CONTRACT_EXPIRES_AT: { fill: '2030-08-31' },
  JOB_TITLE: { fill: 'Enfermera' },
  EMPLOYER_NAME: { fill: 'Sandbox Logística S.L.' },
  IS_POLITICALLY_EXPOSED: { choose: 'false' },
  CONNECTED_TO_PEP: { choose: 'false' },
  TOTAL_DEBT_AMOUNT: { fill: '3000' },
  OVERDUE_DEBT_AMOUNT: { fill: '0' },
  IS_INTERESTED_IN_DEBT_CONSOLIDATION: { choose: 'false' },
  LIVING_AREA: { choose: 'CITY' },
  ID_CARD_NUMBER: { fill: 'AB123456' },
  ID_CARD_ISSUED_AT: { fill: '2020-01-15' },
  ID_CARD_ISSUED_AUTHORITY: { fill: 'Policía Nacional' },
  TAX_IDENTIFICATION_NUMBER: { fill: '12345678Z' },
  NUMBER_OF_DEPENDANTS_OTHER: { fill: '0' },
  NUMBER_OF_INHABITANTS: { fill: '3' },
  HOUSEHOLD_INCOME: { fill: '2600' },
  SPOUSE_MONTHLY_INCOME: { fill: '800' },
  HOUSEHOLD_EXPENSES: { fill: '1200' },
  IN_TAX_DEBT: { choose: 'false' },
  IN_CONTRIBUTION_DEBT: { choose: 'false' },
  ECONOMIC_ACTIVITY: { select: 'HEALTH' },
  TRIAL_PERIOD: { choose: 'false' },
  TERMINATION_PERIOD: { choose: 'NONE' },
  PENSION_PAYER: { fill: 'Seguridad Social' },
  PENSION_NUMBER: { fill: 'PN123456' },
  FIELD_REGISTRATION_NUMBER: { fill: 'FR2020' },
  FIELD_SQUARE_AREA: { fill: '2,5' },
  WORK_PHONE: { fill: '912345678' },
  EMPLOYER_POSTAL_CODE: { fill: '28013' },
  EMPLOYER_PROVINCE: { expectFilled: 'Madrid' },
  EMPLOYER_CITY: { expectFilled: 'Madrid' },
  // Both filled from the company picked on the employer-name step.
  EMPLOYER_STREET: { expectFilled: 'Calle del Ejemplo' },
  EMPLOYER_HOUSE_NUMBER: { expectFilled: '1' },
  EMPLOYER_TAX_REGISTRY_CODE: { expectFilled: 'B12345674' },
};

/** Lead field of each data point, as the controls' `name` (src/features/dynamicForm/dataPointSpecs.ts, over the field catalog). */
export const FIELD_OF: Readonly<Record<string, string>> = {
  FIRST_NAME: 'personalDetails.firstName',
  MIDDLE_NAME: 'personalDetails.middleName',
  LAST_NAME: 'personalDetails.lastName',
  SECOND_LAST_NAME: 'personalDetails.secondLastName',
  GENDER: 'personalDetails.gender',
  DATE_OF_BIRTH: 'personalDetails.dateOfBirth',
  PERSONAL_CODE: 'personalDetails.personalCode',
  MARITAL_STATUS: 'otherDetails.maritalStatus',
  EDUCATION: 'otherDetails.education',
  LOAN_PURPOSE: 'otherDetails.loanPurpose',
  POSTAL_CODE: 'contactDetails.postalCode',
  PROVINCE: 'contactDetails.province',
  CITY: 'contactDetails.city',
  MUNICIPALITY: 'contactDetails.municipality',
  DISTRICT: 'contactDetails.district',
  SUBURB: 'contactDetails.suburb',
  STREET: 'contactDetails.street',
  HOUSE_NUMBER: 'contactDetails.houseNumber',
  BLOCK_NUMBER: 'contactDetails.blockNumber',
  FLOOR: 'contactDetails.floor',
  FLAT_NUMBER: 'contactDetails.flatNumber',
  HOUSING_TENURE: 'otherDetails.housingTenure',
  HOUSING_TENURE_SINCE_DATE: 'otherDetails.housingTenureSinceDate',
  RENT_AMOUNT: 'expenses.rentAmount',
  MONTHLY_INCOME: 'incomeDetails.monthlyIncome',
  SALARY_CYCLE: 'incomeDetails.salaryCycle',
  INCOME_PAYDAY: 'incomeDetails.incomePayday',
  JOB_AREA: 'incomeDetails.jobArea',
  VEHICLE_OWNERSHIP: 'otherDetails.vehicleOwnership',
  IS_VEHICLE_FINANCED: 'otherDetails.isVehicleFinanced',
  VEHICLE_LICENSE_PLATE_NUMBER: 'otherDetails.vehicleLicensePlateNumber',
  HAS_VEHICLE_DOWN_PAYMENT: 'otherDetails.hasVehicleDownPayment',
  VEHICLE_CONSENT: 'otherDetails.vehicleConsent',
  IBAN_CONSENT: 'otherDetails.ibanConsent',
  IBAN: 'incomeDetails.iban',
  HAS_BANK_ACCOUNT: 'otherDetails.hasBankAccount',
  USING_ONLINE_BANKING: 'incomeDetails.usingOnlineBanking',
  NEGATIVE_CREDIT_HISTORY: 'otherDetails.negativeCreditHistory',
  HAS_OTHER_LOANS: 'expenses.hasOtherLoans',
  MONTHLY_EXPENSES: 'expenses.monthlyExpenses',
  MONTHLY_CREDIT_COMMITMENTS: 'expenses.monthlyCreditCommitments',
  POSITION_TYPE: 'incomeDetails.positionType',
  MONTHLY_EXTRA_INCOME: 'incomeDetails.monthlyExtraIncome',
  NUMBER_OF_DEPENDANTS: 'otherDetails.numberOfDependants',
  COUNTRY_OF_BIRTH: 'otherDetails.countryOfBirth',
  CITY_OF_BIRTH: 'otherDetails.cityOfBirth',
  PROVINCE_OF_BIRTH: 'otherDetails.provinceOfBirth',
  CITIZENSHIP: 'otherDetails.citizenship',
  SECOND_CITIZENSHIP: 'otherDetails.secondCitizenship',
  MORTGAGE_AMOUNT: 'expenses.mortgageAmount',
  MONTHLY_MORTGAGE_AMOUNT: 'expenses.monthlyMortgageAmount',
  MORTGAGE_STARTED_AT: 'expenses.mortgageStartedAt',
  MORTGAGE_EXPIRES_AT: 'expenses.mortgageExpiresAt',
  INCOME_SOURCE: 'incomeDetails.incomeSource',
  HAS_PROOF_OF_INCOME: 'otherDetails.hasProofOfIncome',
  INCOME_CONTRACT_STARTED_AT: 'incomeDetails.incomeContractStartedAt',
  INCOME_CONTRACT_EXPIRES_AT: 'incomeDetails.incomeContractExpiresAt',
  JOB_TITLE: 'incomeDetails.jobTitle',
  EMPLOYER_NAME: 'employer.name',
  IS_POLITICALLY_EXPOSED: 'otherDetails.isPoliticallyExposed',
  CONNECTED_TO_PEP: 'otherDetails.connectedToPep',
  TOTAL_DEBT_AMOUNT: 'expenses.totalDebtAmount',
  OVERDUE_DEBT_AMOUNT: 'otherDetails.overdueDebtAmount',
  IS_INTERESTED_IN_DEBT_CONSOLIDATION: 'otherDetails.isInterestedInDebtConsolidation',
  LIVING_AREA: 'otherDetails.livingArea',
  ID_CARD_NUMBER: 'otherDetails.idCardNumber',
  ID_CARD_ISSUED_AT: 'otherDetails.idCardIssuedAt',
  ID_CARD_ISSUED_AUTHORITY: 'otherDetails.idCardIssuedAuthority',
  TAX_IDENTIFICATION_NUMBER: 'otherDetails.taxIdentificationNumber',
  NUMBER_OF_DEPENDANTS_OTHER: 'otherDetails.numberOfDependantsOther',
  NUMBER_OF_INHABITANTS: 'otherDetails.numberOfInhabitants',
  HOUSEHOLD_INCOME: 'incomeDetails.householdIncome',
  SPOUSE_MONTHLY_INCOME: 'incomeDetails.spouseMonthlyIncome',
  HOUSEHOLD_EXPENSES: 'expenses.householdExpenses',
  IN_TAX_DEBT: 'incomeDetails.inTaxDebt',
  IN_CONTRIBUTION_DEBT: 'incomeDetails.inContributionDebt',
  ECONOMIC_ACTIVITY: 'incomeDetails.economicActivity',
  TRIAL_PERIOD: 'incomeDetails.trialPeriod',
  TERMINATION_PERIOD: 'incomeDetails.terminationPeriod',
  PENSION_PAYER: 'incomeDetails.pensionPayer',
  PENSION_NUMBER: 'otherDetails.pensionNumber',
  FIELD_REGISTRATION_NUMBER: 'otherDetails.fieldRegistrationNumber',
  FIELD_SQUARE_AREA: 'otherDetails.fieldSquareArea',
  WORK_PHONE: 'incomeDetails.workPhone',
  EMPLOYER_POSTAL_CODE: 'employer.postalCode',
  EMPLOYER_PROVINCE: 'employer.province',
  EMPLOYER_CITY: 'employer.city',
  EMPLOYER_STREET: 'employer.street',
  EMPLOYER_HOUSE_NUMBER: 'employer.houseNumber',
  EMPLOYER_TAX_REGISTRY_CODE: 'employer.taxRegistryCode',
};

export function v3Email(scenario: string): string {
  return `${scenario}+${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}

/** The steps the sandbox gives a scenario, in order, from its test endpoint. */
export async function scenarioSteps(request: APIRequestContext, origin: string, scenario: string) {
  const response = await request.get(`${origin}/v3/test/datapoints?scenario=${scenario}`);
  expect(response.ok()).toBe(true);
  const { dataPoints } = (await response.json()) as { dataPoints: Placement[] };
  const steps = new Map<string, Placement[]>();
  for (const placement of dataPoints)
    steps.set(placement.path, [...(steps.get(placement.path) ?? []), placement]);
  return steps;
}

/** Page object of the dynamic (v3) form. */
export class DynamicFunnel {
  constructor(private readonly page: Page) {}

  control(name: string): Locator {
    return this.page.locator(`[name="${name}"]`);
  }

  /** The form of the step on screen (a modal step's form is in its dialog). */
  form(): Locator {
    return this.page.locator('form:visible').last();
  }

  async open() {
    await this.page.goto('./');
    await expect(this.page).toHaveURL(/\/initial-details$/);
    // The cookie banner is another feature's. A fresh browser always gets it, a moment after the
    // form: answered first, it cannot slide in under a click meant for the form.
    await this.page.getByRole('button', { name: 'Rechazar todo' }).click();
  }

  async fillInitialDetails(email: string) {
    await this.control('contactDetails.email').fill(email);
    await this.control('contactDetails.phoneNumber').fill('612345678');
    await this.control('generalPolicies').check();
  }

  /** Continue on initial-details, then the amount modal: returns the dialog. */
  async openAmountDialog() {
    await this.form().locator('button[type="submit"]').click();
    const dialog = this.page.getByRole('dialog', { name: 'Tu préstamo' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async answer(dataPoint: string) {
    const answer = ANSWERS[dataPoint];
    const name = FIELD_OF[dataPoint];
    if (!answer || !name) throw new Error(`No answer for ${dataPoint}`);
    const control = this.control(name);
    if ('fill' in answer) await control.fill(answer.fill);
    else if ('birthDate' in answer) await fillBirthDate(this.page, name, answer.birthDate);
    else if ('choose' in answer)
      await this.page.locator(`[name="${name}"][value="${answer.choose}"]`).check();
    else if ('select' in answer) await control.selectOption(answer.select);
    else if ('check' in answer) await control.check();
    else await expect(control).toHaveValue(answer.expectFilled);
  }

  async continue() {
    await this.form().locator('button[type="submit"]').click();
  }

  async expectStep(path: string) {
    await expect(this.page).toHaveURL(new RegExp(`/${path}$`));
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}
