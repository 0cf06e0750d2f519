// The 17 country/brand pairs, read from src/brands/registry.ts (the one list of them) for the
// plain-Node scripts that cannot import TypeScript.
import { readFileSync } from 'node:fs';

export function registeredBrands() {
  const source = readFileSync(new URL('../src/brands/registry.ts', import.meta.url), 'utf8');
  const pairs = [...source.matchAll(/\{\s*country:\s*'([a-z]{2})',\s*brand:\s*'([a-z]+)'/g)].map(
    ([, country, brand]) => ({
      country,
      brand,
      id: `${country}-${brand}`,
    }),
  );
  if (pairs.length === 0) throw new Error('No brands found in src/brands/registry.ts');
  return pairs;
}
