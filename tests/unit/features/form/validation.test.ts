import { describe, expect, it } from 'vitest';
import { brandConfig as askRobinSpain } from '../../../../src/brands/es/askrobin/config';
import type { ValidationPatterns } from '../../../../src/brands/types';
import { CLASSIC_STEP_FIELDS } from '../../../../src/features/classicForm/classicFields';
import type { FieldDefinition } from '../../../../src/features/form/fieldTypes';
import {
  isValidDniNie,
  validateField,
  validateFields,
} from '../../../../src/features/form/validation';
import { loadValidatingConfig } from '../../../../src/features/form/validatingConfig';
import { checkPhoneNumber } from '../../../../src/lib/phone';

// Spain's AskRobin with its patterns, as a later step validates with them.
// Checking every rule, phone included (the screens ask for the phone check with a phone field).
const brandConfig = {
  ...(await loadValidatingConfig(askRobinSpain)),
  checkPhone: checkPhoneNumber,
};

const TODAY = new Date(2026, 2, 15); // 15 March 2026, local time

const textField = (
  rule: keyof ValidationPatterns | 'dniNie' | 'phone' | 'adultBirthDate',
): FieldDefinition => ({
  name: `test.${rule}`,
  control: rule === 'adultBirthDate' ? 'date' : 'text',
  autoComplete: 'off',
  rules: [rule],
});

const check = (rule: Parameters<typeof textField>[0], value: string) =>
  validateField(textField(rule), value, brandConfig, TODAY);

/** The patterns section 5 of the specification lists for Spain; brands may add their own. */
type SpecPattern = keyof Pick<
  ValidationPatterns,
  | 'postalCode'
  | 'name'
  | 'jobTitle'
  | 'street'
  | 'houseNumber'
  | 'flatNumber'
  | 'blockNumber'
  | 'locality'
  | 'companyName'
  | 'pensionPayer'
  | 'email'
  | 'personalCode'
>;

/** Spain (section 5): one table per pattern, valid and invalid examples. */
const PATTERNS: Record<SpecPattern, { valid: string[]; invalid: string[] }> = {
  postalCode: {
    valid: ['28013', '08001', '00000'],
    invalid: ['2801', '280131', '28 013', '2801a', 'ABCDE', '28-013'],
  },
  name: {
    valid: ['Ana', 'María José', 'García-López', 'Núñez', 'Jean-Luc Picard', 'Łukasz', 'Ștefan'],
    invalid: [
      'Ana  María',
      'Ana--María',
      'Ana-',
      '-Ana',
      ' Ana',
      'Ana ',
      'Ana3',
      "O'Neil",
      'Ana.',
      'Ana - María',
    ],
  },
  jobTitle: {
    valid: [
      'Engineer',
      'Enfermera',
      'Software Engineer 2',
      'Sr. Developer',
      'Co-founder',
      'Nivel 3',
    ],
    invalid: ['Engineer!', '-Engineer', ' Engineer', 'Dev/Ops', 'Engineer,', '@home'],
  },
  street: {
    valid: [
      'Calle Mayor',
      'Av. de la Constitución',
      "Carrer d'Aragó",
      'C/ Alcalá 12',
      'Calle 5º',
      'Gran Vía, 1',
    ],
    invalid: [
      'Calle Mayor ',
      'Calle Mayor-',
      'Calle Mayor,',
      'Calle Mayor/',
      ' Calle',
      '-Calle',
      'Calle #5',
      '',
    ],
  },
  houseNumber: {
    valid: ['12', '12B', '12-14', '12 bis', 's/n'],
    invalid: ['12-', '12 ', '/12', '12,', '12.', '#12'],
  },
  flatNumber: {
    valid: ['3', '3ºA', '2ª', '4 izq', '1-B'],
    invalid: ['3-', '3 ', '3/', '.3', '3ºA,'],
  },
  blockNumber: {
    valid: ['A', 'B2', '3-A', 'Bloque 4'],
    invalid: ['A-', 'A ', 'A/', 'A.', '-A'],
  },
  locality: {
    valid: [
      'Madrid',
      'Sant Cugat del Vallès',
      'L’Hospitalet'.replace('’', "'"),
      'San Sebastián (Donostia)',
      'Alcalá de Henares',
      'Villa 2',
    ],
    invalid: ['Madrid ', 'Madrid-', 'Madrid,', 'Madrid (', '-Madrid', ' Madrid', 'Madrid!'],
  },
  companyName: {
    valid: [
      'Acme',
      'Acme S.L.',
      'Pérez & Hijos',
      'A+B Consulting',
      "McDonald's Spain",
      'Taller 2000',
    ],
    invalid: ['Acme ', 'Acme-', 'Acme,', 'Acme&', '&Acme', ' Acme', 'Acme!'],
  },
  pensionPayer: {
    valid: ['INSS', 'Seguridad Social', 'MUFACE', 'Caixa & Co.'],
    invalid: ['INSS ', 'INSS-', 'INSS,', '-INSS'],
  },
  email: {
    valid: [
      'ana@example.com',
      'Ana.Ruiz@Example.COM',
      'first+tag@sub.example.es',
      'ANA@EXAMPLE.ES',
    ],
    invalid: [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana example@x.com',
      'ana@-example.com',
      'ana@example..com',
    ],
  },
  personalCode: {
    valid: ['12345678Z', 'X1234567L', 'y1234567x', 'Z1234567R'],
    invalid: ['1234567Z', '123456789Z', 'X12345678L', 'A1234567L', '12345678', '12345678-Z'],
  },
};

describe.each(Object.entries(PATTERNS))('Spain pattern %s', (rule, { valid, invalid }) => {
  const key = rule as SpecPattern;
  it.each(valid)('accepts %j', (value) => {
    expect(brandConfig.validation[key].test(value)).toBe(true);
    expect(check(key, value)).toBeNull();
  });
  it.each(invalid)('refuses %j', (value) => {
    expect(brandConfig.validation[key].test(value)).toBe(false);
  });
  it('reports a refused value with its pattern key', () => {
    // Surrounding spaces are trimmed before checking, so take a value that is wrong inside.
    const refused = invalid.find((value) => value !== '' && value === value.trim())!;
    expect(check(key, refused)).toEqual({ key: `pattern.${rule}` });
  });
});

describe('DNI/NIE check letter', () => {
  it.each([
    ['12345678Z', true],
    ['12345678z', true],
    ['00000000T', true],
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['12345678A', false],
    ['X1234567A', false],
    ['Y1234567L', false],
    ['1234567Z', false],
    ['X12345678L', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidDniNie(value)).toBe(valid);
  });

  it('explains a wrong check letter differently from a wrong format', () => {
    const field = CLASSIC_STEP_FIELDS['personal-details'].find(
      (f) => f.name === 'personalDetails.personalCode',
    )!;
    expect(validateField(field, '12345678A', brandConfig)).toEqual({ key: 'pattern.dniNie' });
    expect(validateField(field, '1234', brandConfig)).toEqual({ key: 'pattern.personalCode' });
    expect(validateField(field, ' 12345678Z ', brandConfig)).toBeNull();
  });
});

describe('phone numbers in Spain', () => {
  it.each([
    ['+34 612 345 678', null],
    ['612 345 678', null],
    ['612345678', null],
    ['+34612345678', null],
    ['abc', 'phone.NOT_A_NUMBER'],
    ['6123', 'phone.TOO_SHORT'],
    ['6', 'phone.TOO_SHORT'],
    ['61234567890123456789', 'phone.TOO_LONG'],
    ['+999 1234', 'phone.INVALID_COUNTRY'],
    ['012 345 678', 'phone.INVALID'],
  ])('%j → %s', (value, problem) => {
    expect(check('phone', value)).toEqual(problem === null ? null : { key: problem });
  });

  it('normalises a valid number to E.164', () => {
    expect(checkPhoneNumber('612 345 678', 'ES')).toEqual({ ok: true, e164: '+34612345678' });
  });
});

describe('adult birth date', () => {
  it.each([
    ['2008-03-15', null],
    ['1990-05-17', null],
    ['1926-03-15', null],
    ['2008-03-16', { key: 'tooYoung', values: { min: 18 } }],
    ['2020-01-01', { key: 'tooYoung', values: { min: 18 } }],
    ['1925-03-14', { key: 'tooOld', values: { max: 100 } }],
    ['15/03/1990', { key: 'date' }],
    ['1990-13-01', { key: 'date' }],
    ['1990-02-30', { key: 'date' }],
    ['2001-02-29', { key: 'date' }],
    ['not a date', { key: 'date' }],
  ])('%s → %j', (value, error) => {
    expect(check('adultBirthDate', value)).toEqual(error);
  });

  it('accepts 29 February in a leap year', () => {
    expect(check('adultBirthDate', '2000-02-29')).toBeNull();
  });
});

describe('validateField', () => {
  const required: FieldDefinition = { name: 'x', control: 'text', autoComplete: 'off' };
  const checkbox: FieldDefinition = {
    name: 'generalPolicies',
    control: 'checkbox',
    autoComplete: 'off',
  };
  const number: FieldDefinition = {
    name: 'n',
    control: 'number',
    autoComplete: 'off',
    min: 1,
    max: 31,
  };

  it.each([
    [required, undefined, { key: 'required' }],
    [required, '   ', { key: 'required' }],
    [{ ...required, optional: true }, '', null],
    [checkbox, false, { key: 'mustAccept' }],
    [checkbox, true, null],
    [{ ...checkbox, optional: true }, false, null],
    [number, '15', null],
    [number, '1,5', null],
    [number, '2.5', null],
    [{ ...number, max: 100000 }, '1200,50', null],
    [{ ...number, wholeNumber: true }, '2', null],
    [{ ...number, wholeNumber: true }, '2,5', { key: 'wholeNumber' }],
    [{ ...number, wholeNumber: true }, '2.5', { key: 'wholeNumber' }],
    [number, 'ten', { key: 'number' }],
    [number, '1e3', { key: 'number' }],
    [number, '0', { key: 'min', values: { min: 1 } }],
    [number, '32', { key: 'max', values: { max: 31 } }],
    [{ ...required, maxLength: 3 }, 'abcd', { key: 'maxLength', values: { max: 3 } }],
    [{ ...required, maxLength: 3 }, ' abc ', null],
  ] as const)('%#: %j', (field, value, expected) => {
    expect(validateField(field, value, brandConfig)).toEqual(expected);
  });

  it('validates a whole step, keyed by field and in field order', () => {
    const fields = CLASSIC_STEP_FIELDS['contact-details'];
    const errors = validateFields(
      fields,
      { 'contactDetails.email': 'ana@example.com', 'contactDetails.postalCode': '2801' },
      brandConfig,
    );
    expect(Object.keys(errors)).toEqual([
      'contactDetails.phoneNumber',
      'contactDetails.street',
      'contactDetails.houseNumber',
      'contactDetails.postalCode',
      'contactDetails.city',
      'generalPolicies',
    ]);
    expect(errors['contactDetails.postalCode']).toEqual({ key: 'pattern.postalCode' });
    expect(errors.generalPolicies).toEqual({ key: 'mustAccept' });
  });
});
