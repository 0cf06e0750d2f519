import { describe, expect, it } from 'vitest';
import { CLASSIC_STEP_FIELDS } from '../../../../src/features/classicForm/classicFields';
import { toLeadPatch } from '../../../../src/features/form/leadPatch';

describe('toLeadPatch', () => {
  it('turns a contact step into nested, typed lead fields and skips empty optional ones', () => {
    const patch = toLeadPatch(CLASSIC_STEP_FIELDS['contact-details'], {
      'contactDetails.email': ' ana@example.com ',
      'contactDetails.phoneNumber': '612 345 678',
      'contactDetails.street': 'Calle Mayor',
      'contactDetails.houseNumber': '12',
      'contactDetails.flatNumber': '',
      'contactDetails.postalCode': '28013',
      'contactDetails.city': 'Madrid',
      generalPolicies: true,
      'contactDetails.marketingConsents': false,
    });
    expect(patch).toEqual({
      contactDetails: {
        email: 'ana@example.com',
        phoneNumber: '612 345 678',
        street: 'Calle Mayor',
        houseNumber: '12',
        postalCode: '28013',
        city: 'Madrid',
        marketingConsents: false,
      },
      generalPolicies: true,
    });
  });

  it('sends numbers as numbers, reading a decimal comma', () => {
    const patch = toLeadPatch(CLASSIC_STEP_FIELDS['income-details'], {
      'incomeDetails.incomeSource': 'EMPLOYED',
      'incomeDetails.monthlyIncome': '1200,50',
      'incomeDetails.incomePayday': '25',
    });
    expect(patch).toEqual({
      incomeDetails: { incomeSource: 'EMPLOYED', monthlyIncome: 1200.5, incomePayday: 25 },
    });
  });
});
