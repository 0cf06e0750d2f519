import { describe, expect, it } from 'vitest';
import { brandConfig as askRobinSpain } from '../../../../src/brands/es/askrobin/config';
import type { FieldDefinition } from '../../../../src/features/form/fieldTypes';
import { validateField } from '../../../../src/features/form/validation';
import { loadValidatingConfig } from '../../../../src/features/form/validatingConfig';
import { isValidPolishIdCard } from '../../../../src/features/form/partnerStepRules';

// Spain's AskRobin with its patterns, as a later step validates with them.
const brandConfig = await loadValidatingConfig(askRobinSpain);

const field = (rule: 'cnp' | 'nip' | 'polishIdCard'): FieldDefinition => ({
  name: 'x',
  control: 'text',
  autoComplete: 'off',
  rules: [rule],
});
const check = (rule: 'cnp' | 'nip' | 'polishIdCard', value: string) =>
  validateField(field(rule), value, brandConfig)?.key ?? null;

describe('partner step rules, whatever the brand country (here Spain)', () => {
  it.each([
    ['1960528123450', null],
    ['2960528123452', null],
    ['1960528123458', 'cnp.checksum'],
    // Right checksum, but 31 February is not a birth date.
    ['1960231123456', 'cnp.checksum'],
    ['196052812345', 'cnp.format'],
    ['12345678Z', 'cnp.format'],
  ])('CNP %s → %s', (value, key) => {
    expect(check('cnp', value)).toBe(key);
  });

  it.each([
    ['5260250274', null],
    ['526-025-02-74', null],
    ['5260250275', 'nip.checksum'],
    ['526025027', 'nip.format'],
  ])('NIP %s → %s', (value, key) => {
    expect(check('nip', value)).toBe(key);
  });

  it.each([
    ['ABA300000', null],
    ['aba 300000', null],
    ['ABA300001', 'polishIdCard.checksum'],
    ['AB1300000', 'polishIdCard.format'],
    ['ABA30000', 'polishIdCard.format'],
  ])('Polish ID card %s → %s', (value, key) => {
    expect(check('polishIdCard', value)).toBe(key);
  });

  it('checks the ID card digit with weights 7-3-1 over letters valued A = 10 to Z = 35', () => {
    // A 10·7 + B 11·3 + A 10·1 + 0·7 … = 113 → check digit 3.
    expect(isValidPolishIdCard('ABA300000')).toBe(true);
    for (const digit of '012456789') expect(isValidPolishIdCard(`ABA${digit}00000`)).toBe(false);
  });
});
