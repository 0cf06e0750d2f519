import everyCountry from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import type { CountryCode } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { phoneCountriesOf, phoneMetadataFor } from '../../../build/phoneMetadata';
import { BRAND_REGISTRY } from '../../../src/brands/registry';
import { phoneCheckWith } from '../../../src/lib/phone';
import { BRAND_CONFIGS } from '../brands/allBrands';

const BUILD_COUNTRIES = [...new Set(BRAND_REGISTRY.map(({ country }) => country.toUpperCase()))];
const withEveryCountry = phoneCheckWith(everyCountry);

const callingCodeOf = (country: string) =>
  String(everyCountry.countries[country as CountryCode]?.[0]);

/** Numbers an applicant may type in `country`: its own, good or not, and ones that are no number. */
function ownNumbers(country: string): string[] {
  const own = examples[country as CountryCode];
  const code = callingCodeOf(country);
  return [
    own,
    `+${code} ${own}`,
    `00${code}${own}`,
    own.slice(0, 3),
    `${own}99999999`,
    `+${code} 1`,
    'abc',
    '',
  ];
}

/** Numbers with another country's code, valid or too short, and codes of no country. */
const FOREIGN_NUMBERS = [
  '+49 1512 3456789',
  '+1 202 555 0123',
  '+44 7400 123456',
  '+7 912 345 6789',
  '+800 1234 5678',
  '+999 1234',
  '+44 74',
];

describe('the phone metadata of one build', () => {
  it('is the country every brand config of the build checks numbers for', () => {
    for (const { country, brand } of BRAND_REGISTRY)
      expect(phoneCountriesOf({ country, brand })).toEqual([
        BRAND_CONFIGS[`${country}-${brand}`]?.phoneCountry,
      ]);
    expect(phoneCountriesOf({ country: 'es', brand: 'nobody' })).toEqual([]);
  });

  it.each(BUILD_COUNTRIES)('gives in %s the verdicts every country’s metadata gives', (country) => {
    const withBuildCountry = phoneCheckWith(phoneMetadataFor(everyCountry, [country]));
    for (const typed of ownNumbers(country))
      expect({ typed, check: withBuildCountry(typed, country) }).toEqual({
        typed,
        check: withEveryCountry(typed, country),
      });
    expect(withBuildCountry(examples[country as CountryCode], country)).toMatchObject({
      ok: true,
    });
  });

  it.each(BUILD_COUNTRIES)(
    'refuses in %s every other country’s number as of another country, even a short one',
    (country) => {
      const withBuildCountry = phoneCheckWith(phoneMetadataFor(everyCountry, [country]));
      const foreign = FOREIGN_NUMBERS.filter(
        (typed) => !typed.startsWith(`+${callingCodeOf(country)} `),
      );
      for (const typed of foreign)
        expect({ typed, check: withBuildCountry(typed, country) }).toEqual({
          typed,
          check: { ok: false, problem: 'INVALID_COUNTRY' },
        });
    },
  );

  it('keeps only the countries that share the build country’s calling code', () => {
    expect(Object.keys(phoneMetadataFor(everyCountry, ['ES']).countries)).toEqual(['ES']);
    const northAmerica = phoneMetadataFor(everyCountry, ['CA']);
    expect(Object.keys(northAmerica.country_calling_codes)).toEqual(['1']);
    expect(Object.keys(northAmerica.countries)).toEqual(everyCountry.country_calling_codes['1']);
  });

  it('refuses a country libphonenumber-js does not know, so a wrong build fails to build', () => {
    expect(() => phoneMetadataFor(everyCountry, ['XX'])).toThrow(/no phone metadata for XX/);
  });
});
