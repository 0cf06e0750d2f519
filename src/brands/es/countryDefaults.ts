import { productDefaults, type CountryDefaults } from '../productDefaults';

/** Spain: the specification's default configuration (sections 5 and 9). */
export const spainDefaults: CountryDefaults = {
  ...productDefaults,
  country: 'es',
  locale: 'es',
  intlLocale: 'es-ES',
  currency: { code: 'EUR', symbol: '€' },
  phonePrefix: '+34',
  phoneCountry: 'ES',
  // Section 5's patterns, loaded with the later steps: the first screen checks none of them.
  loadValidation: () => import('./validation').then((module) => module.validation),
  personalCodeRules: ['personalCode', 'dniNie'],
};
