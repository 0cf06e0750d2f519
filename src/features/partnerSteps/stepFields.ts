import {
  employer,
  expenses,
  fieldOf,
  incomeDetails,
  monthlyPaymentDay,
  otherDetails,
  personalDetails,
  referenceDetails,
  type FieldDefinition,
} from '../form';

// The partners' own limits, answers and identity checks, where they differ from the catalog's.
const optional = { optional: true } as const;
const digits = { inputMode: 'numeric' } as const;

/** The form screens of the partner steps, by route name, with lead fields of section 3. */
export const PARTNER_STEP_FIELDS = {
  'employment-details': [
    employer.name.field,
    incomeDetails.jobTitle.field,
    incomeDetails.positionType.field,
    incomeDetails.incomeContractStartedAt.field,
    employer.street.field,
    employer.houseNumber.field,
    fieldOf(employer.postalCode, digits),
    employer.city.field,
    incomeDetails.workPhone.field,
  ],
  'additional-employment-details': [
    incomeDetails.incomeContractExpiresAt.field,
    fieldOf(incomeDetails.terminationPeriod, {
      options: ['NONE', 'UP_TO_1_MONTH', 'UP_TO_3_MONTHS', 'OVER_3_MONTHS'],
    }),
    incomeDetails.trialPeriod.field,
    incomeDetails.salaryCycle.field,
    fieldOf(incomeDetails.monthlyExtraIncome, optional),
  ],
  'marital-details': [
    otherDetails.maritalStatus.field,
    incomeDetails.spouseMonthlyIncome.field,
    otherDetails.numberOfDependants.field,
  ],
  aide: [
    fieldOf(otherDetails.numberOfInhabitants, { max: 20 }),
    otherDetails.livingArea.field,
    fieldOf(incomeDetails.householdIncome, { max: 200_000 }),
    fieldOf(expenses.householdExpenses, { max: 200_000 }),
  ],
  'credit-details': [
    expenses.hasOtherLoans.field,
    fieldOf(expenses.monthlyCreditCommitments, { max: 50_000 }),
    fieldOf(expenses.monthlyMortgageAmount, { max: 50_000, optional: true }),
    fieldOf(expenses.rentAmount, { max: 50_000 }),
    otherDetails.negativeCreditHistory.field,
  ],
  cnp: [
    fieldOf(personalDetails.personalCode, { rules: ['cnp'], maxLength: 13 }),
    otherDetails.idCardNumber.field,
    otherDetails.idCardIssuedAt.field,
    otherDetails.idCardIssuedAuthority.field,
  ],
  'customer-debts': [
    expenses.totalDebtAmount.field,
    otherDetails.overdueDebtAmount.field,
    // Ticked for yes: a partner that asks these as boxes.
    fieldOf(incomeDetails.inTaxDebt, { as: 'checkbox', optional: true }),
    fieldOf(incomeDetails.inContributionDebt, { as: 'checkbox', optional: true }),
    fieldOf(otherDetails.isInterestedInDebtConsolidation, { as: 'checkbox' }),
  ],
  'reference-details': [
    referenceDetails.type.field,
    referenceDetails.name.field,
    referenceDetails.phoneNumber.field,
  ],
  wniosek: [
    employer.name.field,
    fieldOf(employer.taxRegistryCode, { rules: ['nip'], maxLength: 13 }),
    incomeDetails.positionType.field,
    incomeDetails.incomeContractStartedAt.field,
    otherDetails.education.field,
    fieldOf(otherDetails.numberOfInhabitants, { max: 20 }),
    expenses.monthlyExpenses.field,
  ],
  'wniosek-uzupelnienie': [
    fieldOf(otherDetails.idCardNumber, { rules: ['polishIdCard'], maxLength: 12 }),
    otherDetails.idCardIssuedAt.field,
    fieldOf(otherDetails.citizenship, { options: ['PL', 'UA', 'DE', 'OTHER'] }),
    otherDetails.cityOfBirth.field,
    incomeDetails.iban.field,
  ],
} satisfies Record<string, readonly FieldDefinition[]>;

export type PartnerFormStep = keyof typeof PARTNER_STEP_FIELDS;

export const MONTHLY_PAYMENT_DAY: FieldDefinition = monthlyPaymentDay.field;

export const PAYOUT_IBAN: FieldDefinition = incomeDetails.iban.field;
