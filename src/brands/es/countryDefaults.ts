import { defaultValidation, productDefaults, type CountryDefaults } from '../productDefaults';

/** Spain: the specification's default configuration (sections 5 and 9). */
export const spainDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'es',
  locale: 'es',
  intlLocale: 'es-ES',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+34',
  phoneCountry: 'ES',
  validation: {
    ...defaultValidation,
    // DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter); the check letter is the dniNie rule.
    personalCode: /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/i,
    // Current plates (1234 BCD: four digits, three consonants) and the older provincial ones (M 1234 AB).
    licensePlate: /^(?:\d{4}[ -]?[BCDFGHJKLMNPRSTVWXYZ]{3}|[A-Z]{1,2}[ -]?\d{4}[ -]?[A-Z]{1,2})$/i,
  },
  personalCodeRules: ['personalCode', 'dniNie'],
};
