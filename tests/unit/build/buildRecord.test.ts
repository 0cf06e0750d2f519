// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildRecord, writeBuildRecord, type BuildRecord } from '../../../build/buildRecord';

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

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
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
