// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readBuildRecord,
  whyNotForSandbox,
  writeBuildRecord,
  type BuildRecord,
} from '../../../build/buildRecord';

const SANDBOX_BUILD: BuildRecord = {
  country: 'es',
  brand: 'askrobin',
  mode: 'development',
  endpoints: {
    apiBaseUrl: '',
    leadPath: '/v3/lead',
    policyPath: '/policy',
    affiliateEventPath: '/affiliate/event',
  },
  basePath: '/application-frontend',
  policy: { frameAncestors: "'self'", calls: { script: [], connect: [], img: [] } },
};
const ES_ASKROBIN = { country: 'es', brand: 'askrobin' };

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('what npm start serves', () => {
  it('serves the brand’s development build against the sandbox as it is', () => {
    expect(whyNotForSandbox(SANDBOX_BUILD, ES_ASKROBIN)).toBeNull();
  });

  it('rebuilds a production build made for another API', () => {
    const production = {
      ...SANDBOX_BUILD,
      mode: 'production',
      endpoints: {
        apiBaseUrl: 'https://api.example.com',
        leadPath: 'https://api.example.com/v3/lead',
        policyPath: 'https://api.example.com/policy',
        affiliateEventPath: 'https://api.example.com/affiliate/event',
      },
    };
    expect(whyNotForSandbox(production, ES_ASKROBIN)).toBe('it was made for production');
  });

  it('rebuilds a development build that calls an API elsewhere', () => {
    const elsewhere = {
      ...SANDBOX_BUILD,
      endpoints: { ...SANDBOX_BUILD.endpoints, policyPath: 'https://api.lender.example/policy' },
    };
    expect(whyNotForSandbox(elsewhere, ES_ASKROBIN)).toBe(
      'it calls the lead API at https://api.lender.example/policy',
    );
    const protocolRelative = {
      ...SANDBOX_BUILD,
      endpoints: { ...SANDBOX_BUILD.endpoints, leadPath: '//api.lender.example/v3/lead' },
    };
    expect(whyNotForSandbox(protocolRelative, ES_ASKROBIN)).toMatch(/^it calls the lead API/);
  });

  it('rebuilds another brand’s build and one that records nothing', () => {
    expect(whyNotForSandbox(SANDBOX_BUILD, { country: 'pl', brand: 'askrobin' })).toBe(
      'it was made for es/askrobin',
    );
    expect(whyNotForSandbox(null, ES_ASKROBIN)).toBe('it does not record what it was made for');
  });
});

describe('the build record', () => {
  it('reads back what the build wrote', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    writeBuildRecord(dir, SANDBOX_BUILD);
    expect(readBuildRecord(dir)).toEqual(SANDBOX_BUILD);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"country":'],
    ['of another shape', JSON.stringify({ ...SANDBOX_BUILD, endpoints: { leadPath: 3 } })],
    ['without its policy', JSON.stringify({ ...SANDBOX_BUILD, policy: undefined })],
  ])('is none when %s', (_case, contents) => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    if (contents !== null) writeFileSync(path.join(dir, 'build.json'), contents);
    expect(readBuildRecord(dir)).toBeNull();
  });
});
