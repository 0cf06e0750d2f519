import type { ClassicStep } from '../../brands/types';
import type { FieldDefinition } from '../form';

const text = (
  name: string,
  autoComplete: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  name,
  control: 'text',
  autoComplete,
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
const money = (name: string, max: number): FieldDefinition => ({
  name,
  control: 'number',
  autoComplete: 'off',
  inputMode: 'numeric',
  min: 0,
  max,
});

/** The fields of each classic step; the loan-information step has its own calculator screen. */
export const CLASSIC_STEP_FIELDS: Record<
  Exclude<ClassicStep, 'loan-information'>,
  readonly FieldDefinition[]
> = {
  'personal-details': [
    text('personalDetails.firstName', 'given-name', { rules: ['name'] }),
    text('personalDetails.lastName', 'family-name', { rules: ['name'] }),
    {
      name: 'personalDetails.gender',
      control: 'radio',
      autoComplete: 'sex',
      options: ['FEMALE', 'MALE'],
    },
    {
      name: 'personalDetails.dateOfBirth',
      control: 'date',
      autoComplete: 'bday',
      rules: ['adultBirthDate'],
    },
    text('personalDetails.personalCode', 'off', {
      rules: ['personalCode', 'dniNie'],
      maxLength: 12,
    }),
  ],
  'contact-details': [
    {
      name: 'contactDetails.email',
      control: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      rules: ['email'],
      maxLength: 254,
    },
    {
      name: 'contactDetails.phoneNumber',
      control: 'tel',
      autoComplete: 'tel-national',
      inputMode: 'tel',
      rules: ['phone'],
      maxLength: 30,
    },
    text('contactDetails.street', 'address-line1', { rules: ['street'] }),
    text('contactDetails.houseNumber', 'address-line2', { rules: ['houseNumber'], maxLength: 10 }),
    text('contactDetails.flatNumber', 'address-line3', {
      rules: ['flatNumber'],
      maxLength: 10,
      optional: true,
    }),
    text('contactDetails.postalCode', 'postal-code', {
      rules: ['postalCode'],
      inputMode: 'numeric',
      maxLength: 10,
    }),
    text('contactDetails.city', 'address-level2', { rules: ['locality'] }),
    { name: 'generalPolicies', control: 'checkbox', autoComplete: 'off' },
    {
      name: 'contactDetails.marketingConsents',
      control: 'checkbox',
      autoComplete: 'off',
      optional: true,
    },
  ],
  'income-details': [
    select('incomeDetails.incomeSource', [
      'EMPLOYED',
      'SELF_EMPLOYED',
      'PENSIONER',
      'UNEMPLOYED',
      'STUDENT',
      'OTHER',
    ]),
    money('incomeDetails.monthlyIncome', 100000),
    {
      name: 'incomeDetails.incomePayday',
      control: 'number',
      autoComplete: 'off',
      inputMode: 'numeric',
      min: 1,
      max: 31,
    },
    text('incomeDetails.jobTitle', 'organization-title', { rules: ['jobTitle'], optional: true }),
    text('employer.name', 'organization', { rules: ['companyName'], optional: true }),
  ],
  'other-information': [
    select('otherDetails.loanPurpose', [
      'EVERYDAY_EXPENSES',
      'CAR',
      'HOME_IMPROVEMENT',
      'HEALTH',
      'EDUCATION',
      'TRAVEL',
      'DEBT_CONSOLIDATION',
      'OTHER',
    ]),
    select('otherDetails.maritalStatus', [
      'SINGLE',
      'MARRIED',
      'COHABITING',
      'DIVORCED',
      'WIDOWED',
    ]),
    select('otherDetails.education', ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY']),
    select('otherDetails.housingTenure', [
      'OWNER',
      'OWNER_WITH_MORTGAGE',
      'RENT',
      'LIVING_WITH_FAMILY',
      'OTHER',
    ]),
    {
      name: 'otherDetails.numberOfDependants',
      control: 'number',
      autoComplete: 'off',
      inputMode: 'numeric',
      min: 0,
      max: 20,
    },
    money('expenses.monthlyExpenses', 100000),
  ],
  'reference-information': [
    select('referenceDetails.type', ['FAMILY', 'FRIEND', 'COLLEAGUE']),
    text('referenceDetails.name', 'off', { rules: ['name'] }),
    {
      name: 'referenceDetails.phoneNumber',
      control: 'tel',
      autoComplete: 'off',
      inputMode: 'tel',
      rules: ['phone'],
      maxLength: 30,
    },
  ],
};
