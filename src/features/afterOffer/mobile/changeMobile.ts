import { contactDetails } from '../../form';

/** The mobile number, as the contact step asks for it: the catalog's phone field. */
export const PHONE_FIELD = contactDetails.phoneNumber.field;

/** Where a new number goes: the change-mobile-number step and the verification screen's panel. */
export const CHANGE_MOBILE_ENDPOINT = { method: 'PUT', path: '/v2/customer/mobile' } as const;
