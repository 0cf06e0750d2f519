/**
 * The looks in src/brands/looks/<look>/: a brand family's styles.css and logo.svg, kept once and
 * shared by the family's brands in every country.
 */
export const LOOKS = [
  'askrobin',
  'ibancar',
  'prestamotor',
  'cashtero',
  'finipay',
  'whitelabel',
  'fiesta',
  'fidea',
  'lienketvay',
] as const;

export type Look = (typeof LOOKS)[number];

/**
 * The 17 country/brand pairs of DESIGN.md with what the build needs before any brand code runs:
 * the page language, which translations to preload, and the brand's look (build/brandPlugin.ts
 * resolves its styles and logo from src/brands/looks/<look>/). The app never imports this file,
 * so no other brand's name reaches a bundle.
 */
export const BRAND_REGISTRY = [
  { country: 'es', brand: 'askrobin', locale: 'es', htmlLang: 'es', look: 'askrobin' },
  { country: 'es', brand: 'ibancar', locale: 'es', htmlLang: 'es', look: 'ibancar' },
  { country: 'es', brand: 'prestamotor', locale: 'es', htmlLang: 'es', look: 'prestamotor' },
  { country: 'es', brand: 'cashtero', locale: 'es', htmlLang: 'es', look: 'cashtero' },
  { country: 'es', brand: 'finipay', locale: 'es', htmlLang: 'es', look: 'finipay' },
  { country: 'es', brand: 'whitelabel', locale: 'es', htmlLang: 'es', look: 'whitelabel' },
  { country: 'mx', brand: 'askrobin', locale: 'mx', htmlLang: 'es-MX', look: 'askrobin' },
  { country: 'mx', brand: 'ibancar', locale: 'mx', htmlLang: 'es-MX', look: 'ibancar' },
  { country: 'mx', brand: 'fiesta', locale: 'mx', htmlLang: 'es-MX', look: 'fiesta' },
  { country: 'co', brand: 'askrobin', locale: 'co', htmlLang: 'es-CO', look: 'askrobin' },
  { country: 'co', brand: 'ibancar', locale: 'co', htmlLang: 'es-CO', look: 'ibancar' },
  { country: 'pl', brand: 'askrobin', locale: 'pl', htmlLang: 'pl', look: 'askrobin' },
  { country: 'pl', brand: 'fidea', locale: 'pl', htmlLang: 'pl', look: 'fidea' },
  { country: 'de', brand: 'askrobin', locale: 'de', htmlLang: 'de', look: 'askrobin' },
  { country: 'ro', brand: 'askrobin', locale: 'ro', htmlLang: 'ro', look: 'askrobin' },
  { country: 'ph', brand: 'finipay', locale: 'ph', htmlLang: 'en-PH', look: 'finipay' },
  { country: 'vn', brand: 'lienketvay', locale: 'vn', htmlLang: 'vi', look: 'lienketvay' },
] as const satisfies readonly {
  country: string;
  brand: string;
  locale: string;
  htmlLang: string;
  look: Look;
}[];

export type RegisteredBrand = (typeof BRAND_REGISTRY)[number];

/** `es/askrobin`: one registered build's key, distributed over the pairs (no `vn/askrobin`). */
export type BrandPairKey = RegisteredBrand extends infer Pair
  ? Pair extends { country: infer Country extends string; brand: infer Brand extends string }
    ? `${Country}/${Brand}`
    : never
  : never;

/**
 * The partner sites allowed to embed each build in a frame, as https origins: the build's CSP
 * `frame-ancestors` beside the funnel's own pages (build/frameAncestors.ts). The specification
 * names no partner, so every list is empty until a brand signs one; a site not listed sees an
 * empty frame (docs/embedding.md).
 */
export const EMBEDDING_PARTNERS: Readonly<Record<BrandPairKey, readonly string[]>> = {
  'es/askrobin': [],
  'es/ibancar': [],
  'es/prestamotor': [],
  'es/cashtero': [],
  'es/finipay': [],
  'es/whitelabel': [],
  'mx/askrobin': [],
  'mx/ibancar': [],
  'mx/fiesta': [],
  'co/askrobin': [],
  'co/ibancar': [],
  'pl/askrobin': [],
  'pl/fidea': [],
  'de/askrobin': [],
  'ro/askrobin': [],
  'ph/finipay': [],
  'vn/lienketvay': [],
};

/** Lead API endpoints that replace the environment file's for one brand in one environment. */
export interface ApiEndpoints {
  apiBaseUrl?: string;
  leadPath?: string;
  policyPath?: string;
  affiliateEventPath?: string;
}

/**
 * The lead API a brand calls in an environment (VITE_APP_ENV) instead of its env file's. Read by
 * the build only (build/buildTarget.ts): it hands the bundle the endpoints it resolves, and no
 * others, and its CSP allows their origins. Section 9 points pl/askrobin at its own production
 * API; the hosts are placeholders, like the env files', until the platform team names them.
 */
export const BRAND_API_ENDPOINTS: Readonly<
  Partial<
    Record<BrandPairKey, Partial<Record<'development' | 'staging' | 'production', ApiEndpoints>>>
  >
> = {
  'pl/askrobin': {
    production: {
      apiBaseUrl: 'https://api.pl.example.com',
      leadPath: 'https://api.pl.example.com/v3/lead',
      policyPath: 'https://api.pl.example.com/policy',
      affiliateEventPath: 'https://api.pl.example.com/affiliate/event',
    },
  },
};

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
