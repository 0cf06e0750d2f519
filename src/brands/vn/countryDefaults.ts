import {
  defaultValidation,
  LATIN_LETTERS,
  productDefaults,
  textPatterns,
  type CountryDefaults,
} from '../productDefaults';

// Vietnamese adds Latin Extended-B (ơ, ư) and Latin Extended Additional (ạ, ế, ễ, ự ...).
const VIETNAMESE_LETTERS = `${LATIN_LETTERS}Ā-ɏḀ-ỿ`;

/** Vietnam: đồng, +84, Vietnamese. */
export const vietnamDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'vn',
  locale: 'vn',
  intlLocale: 'vi-VN',
  currency: { code: 'VND', symbol: '₫' },
  phonePrefix: '+84',
  phoneCountry: 'VN',
  // Online loans of a few million đồng; lenders advertise terms from 91 days (ad-platform rule in Vietnam).
  loan: {
    defaultAmount: 5000000,
    minAmount: 1000000,
    maxAmount: 20000000,
    amountStep: 500000,
    defaultPeriod: 120,
    minPeriod: 91,
    maxPeriod: 180,
    periodStep: 1,
    periodScale: 'days',
  },
  validation: {
    ...defaultValidation,
    ...textPatterns(VIETNAMESE_LETTERS),
    // Mã bưu chính: six digits.
    postalCode: /^\d{6}$/,
    // Căn cước công dân: twelve digits; the older CMND card has nine.
    personalCode: /^(?:\d{9}|\d{12})$/,
    // Province number and series, then the serial: 30A-123.45, 51F 12345.
    licensePlate: /^\d{2}[A-Z]{1,2}\d?[ -]?\d{3}\.?\d{2}$/i,
  },
};
