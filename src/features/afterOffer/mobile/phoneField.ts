import type { FieldDefinition } from '../../form';

/** The mobile number as the contact step asks for it: the lead field it fills, checked as a phone. */
export const PHONE_FIELD: FieldDefinition = {
  name: 'contactDetails.phoneNumber',
  control: 'tel',
  autoComplete: 'tel-national',
  inputMode: 'tel',
  rules: ['phone'],
  maxLength: 30,
};

export const CHANGE_MOBILE_ENDPOINT = { method: 'PUT', path: '/v2/customer/mobile' } as const;
