import type { ClassicStep, ExtraFieldName } from '../../brands/types';
import {
  contactDetails,
  employer,
  expenses,
  fieldOf,
  generalPolicies,
  incomeDetails,
  otherDetails,
  personalDetails,
  referenceDetails,
  type FieldDefinition,
} from '../form';

// The classic steps ask their choices in selects, and amounts and postcodes on the digit keyboard.
const digits = { inputMode: 'numeric' } as const;

/** The fields of each classic step; the loan-information step has its own calculator screen. */
export const CLASSIC_STEP_FIELDS: Record<
  Exclude<ClassicStep, 'loan-information'>,
  readonly FieldDefinition[]
> = {
  'personal-details': [
    personalDetails.firstName.field,
    personalDetails.lastName.field,
    personalDetails.gender.field,
    personalDetails.dateOfBirth.field,
    // The brand's rules replace these (brandStepFields.ts).
    fieldOf(personalDetails.personalCode, { rules: ['personalCode', 'dniNie'], maxLength: 12 }),
  ],
  'contact-details': [
    contactDetails.email.field,
    contactDetails.phoneNumber.field,
    contactDetails.street.field,
    contactDetails.houseNumber.field,
    fieldOf(contactDetails.flatNumber, { optional: true }),
    fieldOf(contactDetails.postalCode, digits),
    contactDetails.city.field,
    generalPolicies.field,
    contactDetails.marketingConsents.field,
  ],
  'income-details': [
    incomeDetails.incomeSource.field,
    fieldOf(incomeDetails.monthlyIncome, digits),
    incomeDetails.incomePayday.field,
    fieldOf(incomeDetails.jobTitle, { optional: true }),
    fieldOf(employer.name, { optional: true }),
  ],
  'other-information': [
    otherDetails.loanPurpose.field,
    otherDetails.maritalStatus.field,
    otherDetails.education.field,
    otherDetails.housingTenure.field,
    otherDetails.numberOfDependants.field,
    fieldOf(expenses.monthlyExpenses, digits),
  ],
  'reference-information': [
    referenceDetails.type.field,
    referenceDetails.name.field,
    referenceDetails.phoneNumber.field,
  ],
};

/** The fields a brand may add to a classic step (BrandConfig.extraStepFields). */
export const EXTRA_FIELDS: Readonly<Record<ExtraFieldName, FieldDefinition>> = {
  // The car secures the loan: whose name it is registered in decides whether it can.
  'otherDetails.vehicleOwnership': otherDetails.vehicleOwnership.field,
  'otherDetails.vehicleLicensePlateNumber': otherDetails.vehicleLicensePlateNumber.field,
  'otherDetails.isVehicleFinanced': otherDetails.isVehicleFinanced.field,
};
