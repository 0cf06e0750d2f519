import type { Plugin } from 'vite';
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import everyCountry from 'libphonenumber-js/metadata.min.json';
import { findRegisteredBrand } from '../src/brands/registry';

const MODULE_ID = 'virtual:phone-metadata';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Every country's phone metadata: what unit tests, which check numbers of every country, get. */
export const ALL_PHONE_COUNTRIES = 'all';

/**
 * libphonenumber-js's metadata cut down to `countries` and every country that shares a calling
 * code with one of them (+1 is the United States, Canada and the Caribbean): a number with that
 * code parses as it would with every country's metadata, so the check's verdicts do not change.
 * Any other code is unknown and parses as INVALID_COUNTRY, the verdict lib/phone gives a valid
 * number of another country anyway.
 */
export function phoneMetadataFor(
  metadata: MetadataJson,
  countries: readonly string[],
): MetadataJson {
  const callingCodes = new Map<string, CountryCode[]>();
  for (const country of countries) {
    const plan = metadata.countries[country as CountryCode];
    if (!plan) throw new Error(`libphonenumber-js has no phone metadata for ${country}`);
    const callingCode = String(plan[0]);
    callingCodes.set(callingCode, metadata.country_calling_codes[callingCode] ?? []);
  }
  const kept = [...callingCodes.values()].flat();
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(kept.map((country) => [country, metadata.countries[country]])),
    nonGeographic: {},
  };
}

/**
 * The countries whose numbers a build checks: its own, the ISO code of its country folder, which
 * is every config's `phoneCountry` (tests/unit/lib/phoneMetadata.test.ts). An unregistered pair
 * has none: its app reports the pair and stops.
 */
export function phoneCountriesOf(selection: { country: string; brand: string }): string[] {
  return findRegisteredBrand(selection) ? [selection.country.toUpperCase()] : [];
}

/**
 * Resolves `virtual:phone-metadata` (lib/phone.ts) to the phone metadata of the build's country
 * only: about 0.2–0.7 kB gzip, where every country's is 19 kB, which the phone check's chunk
 * carried and a v3 build's first step waited for.
 */
export function phoneMetadata(countries: readonly string[] | typeof ALL_PHONE_COUNTRIES): Plugin {
  return {
    name: 'phone-metadata',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const kept =
        countries === ALL_PHONE_COUNTRIES
          ? everyCountry
          : phoneMetadataFor(everyCountry, countries);
      return `export default ${JSON.stringify(kept)};`;
    },
  };
}
