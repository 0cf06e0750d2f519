import { BRAND_REGISTRY } from '../../../src/brands/registry';

/** Where the e2e brand projects find the 17 development builds, and from which port they serve them. */
export const BRAND_BUILDS_DIR = process.env.E2E_BRANDS_DIR ?? '';
export const BRAND_BASE_PORT = Number(process.env.E2E_BRANDS_BASE_PORT ?? 8110);

export interface BrandBuild {
  country: string;
  brand: string;
  id: string;
  port: number;
  origin: string;
}

/** E2E_BRANDS_ONLY=es-askrobin,pl-fidea serves and tests only those builds (fewer ports, less time). */
const ONLY = new Set((process.env.E2E_BRANDS_ONLY ?? '').split(',').filter(Boolean));

/** One build per registered pair, each on its own port so each has its own origin and storage. */
export const BRAND_BUILDS: readonly BrandBuild[] = BRAND_REGISTRY.filter(
  ({ country, brand }) => ONLY.size === 0 || ONLY.has(`${country}-${brand}`),
).map(({ country, brand }, index) => {
  const port = BRAND_BASE_PORT + index;
  return { country, brand, id: `${country}-${brand}`, port, origin: `http://127.0.0.1:${port}` };
});
