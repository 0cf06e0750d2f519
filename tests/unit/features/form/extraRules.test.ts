import { describe, expect, it } from 'vitest';
import { brandConfig as askRobinSpain } from '../../../../src/brands/es/askrobin/config';
import type { CountryCode } from '../../../../src/brands/registry';
import type { FieldDefinition, FieldRule } from '../../../../src/features/form/fieldTypes';
import { validateField } from '../../../../src/features/form/validation';
import {
  loadValidatingConfig,
  type ValidatingConfig,
} from '../../../../src/features/form/validatingConfig';

// Spain's AskRobin with its patterns, as a later step validates with them.
const brandConfig = await loadValidatingConfig(askRobinSpain);

const TODAY = new Date(2025, 5, 15);
const configOf = (country: CountryCode): ValidatingConfig => ({ ...brandConfig, country });
const field = (rule: FieldRule, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name: 'x',
  control: 'text',
  autoComplete: 'off',
  rules: [rule],
  ...extra,
});
const check = (rule: FieldRule, value: string, country: CountryCode = 'es') =>
  validateField(field(rule), value, configOf(country), TODAY);

describe('the national personal code of the brand country', () => {
  it.each([
    ['es', '12345678Z'],
    ['es', 'x1234567l'],
    ['pl', '44051401359'],
    ['ro', '1800101221144'],
    ['mx', 'HEGG560427MVZRRL04'],
  ] as const)('%s accepts %s', (country, value) => {
    expect(check('nationalId', value, country)).toBeNull();
  });

  it.each([
    ['es', '12345678A', 'nationalId.es'],
    ['pl', '44051401358', 'nationalId.pl'],
    ['ro', '1800101221145', 'nationalId.ro'],
    ['mx', 'HEGG560427MVZRRL05', 'nationalId.mx'],
  ] as const)('%s rejects %s by its checksum', (country, value, key) => {
    expect(check('nationalId', value, country)).toEqual({ key });
  });

  it("falls back to the brand's personal code pattern where the country has no checksum", () => {
    const philippines: ValidatingConfig = {
      ...configOf('ph'),
      validation: { ...brandConfig.validation, personalCode: /^\d{4}-\d{7}-\d$/ },
    };
    expect(validateField(field('nationalId'), '1234-5678901-2', philippines, TODAY)).toBeNull();
    expect(validateField(field('nationalId'), '12345678Z', philippines, TODAY)).toEqual({
      key: 'pattern.personalCode',
    });
  });
});

describe('IBAN', () => {
  it('accepts a valid IBAN as people type it and explains each problem', () => {
    expect(check('iban', 'es91 2100 0418 4502 0005 1332')).toBeNull();
    expect(check('iban', 'ES91 2100 0418 4502 0005 1333')).toEqual({ key: 'iban.checksum' });
    expect(check('iban', 'ES91 2100 0418 4502 0005')).toEqual({ key: 'iban.length' });
    expect(check('iban', '2100 0418 4502 0005 1332')).toEqual({ key: 'iban.format' });
  });
});

describe('tax numbers', () => {
  it.each([
    ['es', 'taxId', '12345678Z', null],
    ['es', 'taxId', '12345678A', 'taxId'],
    ['pl', 'taxId', '526-025-02-74', null],
    ['mx', 'taxId', 'GODE561231GR8', null],
    ['ph', 'taxId', '123-456-789', null],
    ['ph', 'taxId', '12345', 'taxId'],
    ['es', 'taxRegistryCode', 'B12345674', null],
    ['es', 'taxRegistryCode', 'B12345675', 'taxRegistryCode'],
    ['ro', 'taxRegistryCode', 'RO18547290', null],
    ['mx', 'taxRegistryCode', 'SCM010101AB1', null],
  ] as const)('%s %s %s', (country, rule, value, key) => {
    expect(check(rule, value, country)).toEqual(key === null ? null : { key });
  });
});

describe('dates and document numbers', () => {
  it('keeps past dates in the past and future dates ahead, and rejects dates that do not exist', () => {
    expect(check('pastDate', '2025-06-15')).toBeNull();
    expect(check('pastDate', '2025-06-16')).toEqual({ key: 'dateInFuture' });
    expect(check('futureDate', '2025-06-15')).toBeNull();
    expect(check('futureDate', '2025-06-14')).toEqual({ key: 'dateInPast' });
    expect(check('pastDate', '2023-02-29')).toEqual({ key: 'date' });
  });

  it('takes 4 to 20 letters and digits as a document number', () => {
    expect(check('documentNumber', 'ab-123 456')).toBeNull();
    expect(check('documentNumber', 'A1')).toEqual({ key: 'documentNumber' });
  });
});

describe('amount limits of section 9', () => {
  const amount = (max: number): FieldDefinition => ({
    name: 'x',
    control: 'number',
    autoComplete: 'off',
    min: 0,
    max,
  });
  it('takes a total debt from 0 to 500000 and an overdue debt of at most 1000', () => {
    expect(validateField(amount(500000), '500000', brandConfig)).toBeNull();
    expect(validateField(amount(500000), '500001', brandConfig)).toEqual({
      key: 'max',
      values: { max: 500000 },
    });
    expect(validateField(amount(500000), '-1', brandConfig)).toEqual({
      key: 'min',
      values: { min: 0 },
    });
    expect(validateField(amount(1000), '1000', brandConfig)).toBeNull();
    expect(validateField(amount(1000), '1000,01', brandConfig)).toEqual({
      key: 'max',
      values: { max: 1000 },
    });
  });
});
