import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

const POLISH_LETTERS = 'A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż';
// Company names: letters (with Polish ones), digits, ' , . + / - & and space, never at either end a space.
const COMPANY_CHAR = `[${POLISH_LETTERS}0-9',.+/&-]`;
const COMPANY_NAME = new RegExp(
  `^${COMPANY_CHAR}(?:[${POLISH_LETTERS}0-9',.+/& -]*${COMPANY_CHAR})?$`,
);

/** Poland: the specification's Polish brands (section 9) share złoty, +48 and the Polish patterns of section 5. */
export const polandDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'pl',
  locale: 'pl',
  intlLocale: 'pl-PL',
  currency: { code: 'PLN', symbol: 'zł' },
  phonePrefix: '+48',
  phoneCountry: 'PL',
  // The Polish table of section 9 gives periods of 73 and 80: instalment loans counted in months.
  loan: {
    defaultAmount: 5000,
    minAmount: 100,
    maxAmount: 10000,
    amountStep: 100,
    defaultPeriod: 73,
    minPeriod: 3,
    maxPeriod: 120,
    periodStep: 1,
    periodScale: 'months',
  },
  validation: {
    ...defaultValidation,
    // Section 5: two digits, an optional hyphen, three digits (00-950).
    postalCode: /^\d{2}-?\d{3}$/,
    // Section 5: digits followed by optional letters (12, 12A).
    flatNumber: /^\d+[A-Za-z]*$/,
    companyName: COMPANY_NAME,
    pensionPayer: COMPANY_NAME,
    // PESEL: eleven digits; its checksum is a separate rule.
    personalCode: /^\d{11}$/,
    // District code of two or three letters, then four or five characters (WA 12345, KR 1AB23).
    licensePlate: /^[A-Z]{2,3}[ -]?[A-Z0-9]{4,5}$/i,
  },
};
