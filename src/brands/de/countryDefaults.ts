import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

/** Germany: euro, +49, German. */
export const germanyDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'de',
  locale: 'de',
  intlLocale: 'de-DE',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+49',
  phoneCountry: 'DE',
  // A German Ratenkredit: thousands of euros over one to ten years.
  loan: {
    defaultAmount: 10000,
    minAmount: 1000,
    maxAmount: 50000,
    amountStep: 500,
    defaultPeriod: 48,
    minPeriod: 12,
    maxPeriod: 120,
    periodStep: 6,
    periodScale: 'months',
  },
  validation: {
    ...defaultValidation,
    // Postleitzahl: five digits.
    postalCode: /^\d{5}$/,
    // Personalausweisnummer: nine characters from the ID card's alphabet, optionally its check digit.
    personalCode: /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d?$/i,
    // District, letters, digits, optional E (electric) or H (historic): B-AB 1234, M XY 123E.
    licensePlate: /^[A-ZÄÖÜ]{1,3}[ -][A-Z]{1,2}[ -]?\d{1,4}[EH]?$/i,
  },
};
