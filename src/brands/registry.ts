/**
 * The 17 country/brand pairs of DESIGN.md with what the build needs before any brand code runs
 * (the page language and which translations to preload). The app never imports this file, so
 * no other brand's name reaches a bundle.
 */
export const BRAND_REGISTRY = [
  { country: 'es', brand: 'askrobin', locale: 'es', htmlLang: 'es' },
  { country: 'es', brand: 'ibancar', locale: 'es', htmlLang: 'es' },
  { country: 'es', brand: 'prestamotor', locale: 'es', htmlLang: 'es' },
  { country: 'es', brand: 'cashtero', locale: 'es', htmlLang: 'es' },
  { country: 'es', brand: 'finipay', locale: 'es', htmlLang: 'es' },
  { country: 'es', brand: 'whitelabel', locale: 'es', htmlLang: 'es' },
  { country: 'mx', brand: 'askrobin', locale: 'mx', htmlLang: 'es-MX' },
  { country: 'mx', brand: 'ibancar', locale: 'mx', htmlLang: 'es-MX' },
  { country: 'mx', brand: 'fiesta', locale: 'mx', htmlLang: 'es-MX' },
  { country: 'co', brand: 'askrobin', locale: 'co', htmlLang: 'es-CO' },
  { country: 'co', brand: 'ibancar', locale: 'co', htmlLang: 'es-CO' },
  { country: 'pl', brand: 'askrobin', locale: 'pl', htmlLang: 'pl' },
  { country: 'pl', brand: 'fidea', locale: 'pl', htmlLang: 'pl' },
  { country: 'de', brand: 'askrobin', locale: 'de', htmlLang: 'de' },
  { country: 'ro', brand: 'askrobin', locale: 'ro', htmlLang: 'ro' },
  { country: 'ph', brand: 'finipay', locale: 'ph', htmlLang: 'en-PH' },
  { country: 'vn', brand: 'lienketvay', locale: 'vn', htmlLang: 'vi' },
] as const;

export type RegisteredBrand = (typeof BRAND_REGISTRY)[number];
export type CountryCode = RegisteredBrand['country'];
export type BrandId = RegisteredBrand['brand'];

export function findRegisteredBrand(pair: {
  country: string;
  brand: string;
}): RegisteredBrand | undefined {
  return BRAND_REGISTRY.find(
    (entry) => entry.country === pair.country && entry.brand === pair.brand,
  );
}
