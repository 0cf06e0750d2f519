import type { LoanLimits } from '../../../brands/types';
import {
  amount,
  contactDetails,
  fieldOf,
  generalPolicies,
  period,
  personalDetails,
  type FieldDefinition,
} from '../../form';

/**
 * The smava landing page's questions: the loan smava passed on, within the brand's limits, and who
 * is asking (section 2's entry parameters). The period is typed here, and the lead API takes a
 * whole one.
 */
export function smavaFields(loan: LoanLimits): readonly FieldDefinition[] {
  return [
    fieldOf(amount, { min: loan.minAmount, max: loan.maxAmount }),
    fieldOf(period, { min: loan.minPeriod, max: loan.maxPeriod, wholeNumber: true }),
    personalDetails.firstName.field,
    personalDetails.lastName.field,
    contactDetails.email.field,
    contactDetails.phoneNumber.field,
    generalPolicies.field,
  ];
}
