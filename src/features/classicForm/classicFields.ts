import type { ClassicStep } from '../../brands/types';
import {
  birthDateField,
  checkboxField,
  countField,
  moneyField,
  radioField,
  selectField,
  textField,
  type FieldDefinition,
} from '../form';

/** The fields of each classic step; the loan-information step has its own calculator screen. */
export const CLASSIC_STEP_FIELDS: Record<
  Exclude<ClassicStep, 'loan-information'>,
  readonly FieldDefinition[]
> = {
  'personal-details': [
    textField('personalDetails.firstName', { autoComplete: 'given-name', rules: ['name'] }),
    textField('personalDetails.lastName', { autoComplete: 'family-name', rules: ['name'] }),
    radioField('personalDetails.gender', ['FEMALE', 'MALE'], { autoComplete: 'sex' }),
    birthDateField('personalDetails.dateOfBirth'),
    textField('personalDetails.personalCode', {
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
    textField('contactDetails.street', { autoComplete: 'address-line1', rules: ['street'] }),
    textField('contactDetails.houseNumber', {
      autoComplete: 'address-line2',
      rules: ['houseNumber'],
      maxLength: 10,
    }),
    textField('contactDetails.flatNumber', {
      autoComplete: 'address-line3',
      rules: ['flatNumber'],
      maxLength: 10,
      optional: true,
    }),
    textField('contactDetails.postalCode', {
      autoComplete: 'postal-code',
      rules: ['postalCode'],
      inputMode: 'numeric',
      maxLength: 10,
    }),
    textField('contactDetails.city', { autoComplete: 'address-level2', rules: ['locality'] }),
    checkboxField('generalPolicies'),
    checkboxField('contactDetails.marketingConsents', { optional: true }),
  ],
  'income-details': [
    selectField('incomeDetails.incomeSource', [
      'EMPLOYED',
      'SELF_EMPLOYED',
      'PENSIONER',
      'UNEMPLOYED',
      'STUDENT',
      'OTHER',
    ]),
    moneyField('incomeDetails.monthlyIncome', 100000, { inputMode: 'numeric' }),
    countField('incomeDetails.incomePayday', 1, 31),
    textField('incomeDetails.jobTitle', {
      autoComplete: 'organization-title',
      rules: ['jobTitle'],
      optional: true,
    }),
    textField('employer.name', {
      autoComplete: 'organization',
      rules: ['companyName'],
      optional: true,
    }),
  ],
  'other-information': [
    selectField('otherDetails.loanPurpose', [
      'EVERYDAY_EXPENSES',
      'CAR',
      'HOME_IMPROVEMENT',
      'HEALTH',
      'EDUCATION',
      'TRAVEL',
      'DEBT_CONSOLIDATION',
      'OTHER',
    ]),
    selectField('otherDetails.maritalStatus', [
      'SINGLE',
      'MARRIED',
      'COHABITING',
      'DIVORCED',
      'WIDOWED',
    ]),
    selectField('otherDetails.education', ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY']),
    selectField('otherDetails.housingTenure', [
      'OWNER',
      'OWNER_WITH_MORTGAGE',
      'RENT',
      'LIVING_WITH_FAMILY',
      'OTHER',
    ]),
    countField('otherDetails.numberOfDependants', 0, 20),
    moneyField('expenses.monthlyExpenses', 100000, { inputMode: 'numeric' }),
  ],
  'reference-information': [
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
};
