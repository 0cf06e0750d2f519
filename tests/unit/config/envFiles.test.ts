/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The three environment files of section 9: valid, with their differences, and no secret in any. */
const root = path.resolve(import.meta.dirname, '../../..');

function readEnvFile(name: string): Record<string, string> {
  const text = readFileSync(path.join(root, name), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const ENVIRONMENTS = ['development', 'staging', 'production'] as const;

describe.each(ENVIRONMENTS)('.env.%s', (environment) => {
  const values = readEnvFile(`.env.${environment}`);

  it('names its environment, its lead API, and turns session recording on in production only', () => {
    expect(values.VITE_APP_ENV).toBe(environment);
    for (const name of [
      'VITE_API_BASE_URL',
      'VITE_LEAD_PATH',
      'VITE_POLICY_PATH',
      'VITE_AFFILIATE_EVENT_PATH',
    ]) {
      expect(Object.keys(values)).toContain(name);
    }
    expect(values.VITE_SESSION_RECORDING_ENABLED).toBe(
      environment === 'production' ? 'true' : 'false',
    );
  });

  it('holds no secret: every value ships in the public bundle', () => {
    const secretNames = Object.keys(values).filter((name) =>
      /SECRET|PASSWORD|PRIVATE|TOKEN|API_KEY|POSTCODE_KEY/.test(name),
    );
    expect(secretNames).toEqual([]);
    for (const value of Object.values(values))
      expect(value).not.toMatch(/^(?:sk|rk)_(?:live|test)_|-----BEGIN/);
  });
});
