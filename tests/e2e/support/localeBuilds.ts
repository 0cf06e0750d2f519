import { SANDBOX_ORIGIN } from '../../../playwright.config';
import { BRAND_BUILDS, BRAND_BUILDS_DIR } from './brandBuilds';

/** One build per locale (English is every build's fallback), and the second Spanish one for v3. */
export interface LocaleBuild {
  id: string;
  locale: string;
  /** Backend product identifier, for leads made through the API. */
  product: string;
  /** Starts with the dynamic (v3) form's initial-details instead of the classic steps. */
  v3: boolean;
  /** A national mobile number of the country, as an applicant types it. */
  phone: string;
  /**
   * Axe also checks each form in its empty state, not only after the failed submit (whose page
   * holds the same nodes plus the errors): for one legacy and one v3 build, to keep CI short.
   */
  everyState: boolean;
}

const build = (
  id: string,
  locale: string,
  product: string,
  phone: string,
  { v3 = false, everyState = false } = {},
): LocaleBuild => ({ id, locale, product, phone, v3, everyState });

const LOCALE_BUILDS: readonly LocaleBuild[] = [
  build('es-askrobin', 'es', 'askrobin', '612345678', { everyState: true }),
  build('es-finipay', 'es', 'finipay', '612345678', { v3: true, everyState: true }),
  build('mx-askrobin', 'mx', 'askrobin', '5512345678'),
  build('co-askrobin', 'co', 'askrobin', '3001234567'),
  build('pl-askrobin', 'pl', 'askrobin', '512345678'),
  build('ro-askrobin', 'ro', 'askrobin', '712345678'),
  build('vn-lienketvay', 'vn', 'default', '912345678'),
  build('de-askrobin', 'de', 'askrobin', '15112345678'),
  build('ph-finipay', 'ph', 'finipay', '9171234567', { v3: true }),
];

export interface LocaleTarget extends LocaleBuild {
  origin: string;
  /** The funnel's base URL, ending in a slash. */
  baseUrl: string;
}

/**
 * The builds to test: with E2E_BRANDS_DIR, every locale build found among the brand builds;
 * without, the default project's build (E2E_DIST_DIR, es-askrobin unless told otherwise, with
 * E2E_DIST_ID naming another build of the list above).
 */
export function localeTargets(): LocaleTarget[] {
  const served = (origin: string) => ({ origin, baseUrl: `${origin}/application-frontend/` });
  if (BRAND_BUILDS_DIR) {
    return LOCALE_BUILDS.flatMap((build) => {
      const brand = BRAND_BUILDS.find((candidate) => candidate.id === build.id);
      return brand ? [{ ...build, ...served(brand.origin) }] : [];
    });
  }
  const id = process.env.E2E_DIST_ID ?? 'es-askrobin';
  const build = LOCALE_BUILDS.find((candidate) => candidate.id === id);
  if (!build) throw new Error(`E2E_DIST_ID ${id} is not one of the locale builds`);
  return [{ ...build, ...served(SANDBOX_ORIGIN) }];
}
