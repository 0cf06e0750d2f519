// @vitest-environment node
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointDefines, loadBrandConfig, resolveEndpoints } from '../../../build/buildTarget';
import { BRAND_REGISTRY } from '../../../src/brands/registry';

const root = path.resolve(import.meta.dirname, '../../..');
const PRODUCTION_ENV = {
  VITE_APP_ENV: 'production',
  VITE_API_BASE_URL: 'https://api.example.com',
  VITE_LEAD_PATH: 'https://api.example.com/v3/lead',
  VITE_POLICY_PATH: 'https://api.example.com/policy',
  VITE_AFFILIATE_EVENT_PATH: 'https://api.example.com/affiliate/event',
};
const FROM_ENV_FILE = {
  apiBaseUrl: 'https://api.example.com',
  leadPath: 'https://api.example.com/v3/lead',
  policyPath: 'https://api.example.com/policy',
  affiliateEventPath: 'https://api.example.com/affiliate/event',
};
const PL_ASKROBIN = { country: 'pl', brand: 'askrobin' };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the lead API a build calls', () => {
  it('is the Polish AskRobin brand’s own in production (section 9)', () => {
    expect(resolveEndpoints(PRODUCTION_ENV, PL_ASKROBIN)).toEqual({
      apiBaseUrl: 'https://api.pl.example.com',
      leadPath: 'https://api.pl.example.com/v3/lead',
      policyPath: 'https://api.pl.example.com/policy',
      affiliateEventPath: 'https://api.pl.example.com/affiliate/event',
    });
  });

  it('is the env file’s in its other environments and for every other brand', () => {
    expect(resolveEndpoints({ ...PRODUCTION_ENV, VITE_APP_ENV: 'staging' }, PL_ASKROBIN)).toEqual(
      FROM_ENV_FILE,
    );
    for (const { country, brand } of BRAND_REGISTRY)
      if (`${country}/${brand}` !== 'pl/askrobin')
        expect(resolveEndpoints(PRODUCTION_ENV, { country, brand }), brand).toEqual(FROM_ENV_FILE);
  });

  it('is handed to the bundle as its environment, a missing endpoint left for env.ts to report', () => {
    expect(endpointDefines({ apiBaseUrl: '', leadPath: '/v3/lead' })).toEqual({
      'import.meta.env.VITE_API_BASE_URL': '""',
      'import.meta.env.VITE_LEAD_PATH': '"/v3/lead"',
    });
    expect(resolveEndpoints({ VITE_APP_ENV: 'production' }, PL_ASKROBIN)).toEqual(
      resolveEndpoints(PRODUCTION_ENV, PL_ASKROBIN),
    );
    expect(resolveEndpoints({ VITE_LEAD_PATH: '/v3/lead' }, PL_ASKROBIN)).toEqual({
      leadPath: '/v3/lead',
    });
  });
});

describe('the brand config the build reads', () => {
  it('is the one its bundle evaluates, with the mode’s environment', async () => {
    vi.stubEnv('VITE_WHITELABEL_LOGO_URL', 'https://cdn.partner.example/logo.svg');
    const whitelabel = await loadBrandConfig(root, 'production', {
      country: 'es',
      brand: 'whitelabel',
    });
    expect(whitelabel).toMatchObject({
      brand: 'whitelabel',
      logoUrl: 'https://cdn.partner.example/logo.svg',
    });
    expect(await loadBrandConfig(root, 'production', { country: 'vn', brand: 'askrobin' })).toBe(
      undefined,
    );
  });
});
