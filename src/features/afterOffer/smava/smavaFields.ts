import type { LoanLimits } from '../../../brands/types';
import type { FieldDefinition } from '../../form';
import { PHONE_FIELD } from '../mobile/phoneField';

/** The smava landing page's questions: the loan smava passed on, and who is asking. */
export function smavaFields(loan: LoanLimits): readonly FieldDefinition[] {
  return [
    {
      name: 'amount',
      control: 'number',
      autoComplete: 'off',
      inputMode: 'numeric',
      min: loan.minAmount,
      max: loan.maxAmount,
    },
    {
      name: 'period',
      control: 'number',
      autoComplete: 'off',
      inputMode: 'numeric',
      min: loan.minPeriod,
      max: loan.maxPeriod,
      wholeNumber: true,
    },
    {
      name: 'personalDetails.firstName',
      control: 'text',
      autoComplete: 'given-name',
      rules: ['name'],
      maxLength: 100,
    },
    {
      name: 'personalDetails.lastName',
      control: 'text',
      autoComplete: 'family-name',
      rules: ['name'],
      maxLength: 100,
    },
    {
      name: 'contactDetails.email',
      control: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      rules: ['email'],
      maxLength: 254,
    },
    PHONE_FIELD,
    { name: 'generalPolicies', control: 'checkbox', autoComplete: 'off' },
  ];
}
