import { describe, expect, it } from 'vitest';
import type { ClassicStep } from '../../../src/brands/types';
import { fieldsForStep } from '../../../src/features/classicForm/brandStepFields';
import { validateField } from '../../../src/features/form/validation';
import { checkPhoneNumber, PHONE_LIMITS } from '../../../src/lib/phone';
import type { ValidatingConfig } from '../../../src/features/form/validatingConfig';
import { VALIDATING_CONFIGS } from './allBrands';

/**
 * Every brand's validation, table-driven through the fields the brand's steps really have: a
 * value either passes, or fails with the error key (under errors>) the applicant is shown.
 */
type Cases = Record<string, string | null>;

const FIELD_STEP: Record<string, Exclude<ClassicStep, 'loan-information'>> = {
  'personalDetails.firstName': 'personal-details',
  'personalDetails.personalCode': 'personal-details',
  'contactDetails.phoneNumber': 'contact-details',
  'contactDetails.postalCode': 'contact-details',
  'contactDetails.flatNumber': 'contact-details',
  'employer.name': 'income-details',
  'otherDetails.vehicleLicensePlateNumber': 'other-information',
};

function check(config: ValidatingConfig, fieldName: string, value: string) {
  const step = FIELD_STEP[fieldName];
  const field = step
    ? fieldsForStep(step, config).find((candidate) => candidate.name === fieldName)
    : undefined;
  if (!field) throw new Error(`${config.country}/${config.brand} has no field ${fieldName}`);
  return validateField(field, value, config, new Date('2026-01-15T12:00:00'))?.key ?? null;
}

const FIVE_DIGITS: Cases = {
  '28013': null,
  '08001': null,
  '2801': 'pattern.postalCode',
  '280133': 'pattern.postalCode',
  '28 013': 'pattern.postalCode',
  ABCDE: 'pattern.postalCode',
};
const SIX_DIGITS: Cases = {
  '010011': null,
  '110111': null,
  '01001': 'pattern.postalCode',
  '0100111': 'pattern.postalCode',
  '010 011': 'pattern.postalCode',
};

const POSTAL_CODES: Record<string, Cases> = {
  es: FIVE_DIGITS,
  mx: FIVE_DIGITS,
  de: FIVE_DIGITS,
  co: SIX_DIGITS,
  ro: SIX_DIGITS,
  vn: SIX_DIGITS,
  pl: {
    '00-950': null,
    '00950': null,
    '00 950': 'pattern.postalCode',
    '0-0950': 'pattern.postalCode',
    '009500': 'pattern.postalCode',
    '00-95': 'pattern.postalCode',
  },
  ph: {
    '1000': null,
    '6000': null,
    '100': 'pattern.postalCode',
    '10000': 'pattern.postalCode',
    '1OOO': 'pattern.postalCode',
  },
};

const PERSONAL_CODES: Record<string, Cases> = {
  es: {
    '12345678Z': null,
    X1234567L: null,
    '1234567Z': 'pattern.personalCode',
    '12345678A': 'pattern.dniNie',
    X1234567A: 'pattern.dniNie',
  },
  pl: {
    '44051401359': null,
    '4405140135': 'pattern.personalCode',
    '4405140135A': 'pattern.personalCode',
    '12345678Z': 'pattern.personalCode',
  },
  mx: {
    HEGM900517MDFRRR03: null,
    hegm900517mdfrrr03: null,
    HEGM900517ZDFRRR03: 'pattern.personalCode',
    HEGM900517MDFRR03: 'pattern.personalCode',
  },
  co: {
    '1020304050': null,
    '123456': null,
    '12345': 'pattern.personalCode',
    '12345678901': 'pattern.personalCode',
    '10.203.040': 'pattern.personalCode',
  },
  de: {
    T220001293: null,
    L01X00T47: null,
    T22000129A: 'pattern.personalCode',
    A22000129: 'pattern.personalCode',
    T2200012: 'pattern.personalCode',
  },
  ro: {
    '2900517400010': null,
    '1850101123456': null,
    '0900517400010': 'pattern.personalCode',
    '290051740001': 'pattern.personalCode',
  },
  ph: {
    '123-456-789': null,
    '123456789000': null,
    '123-456-789-000': null,
    '12345678': 'pattern.personalCode',
    '123-456-789-00': 'pattern.personalCode',
  },
  vn: {
    '001090012345': null,
    '123456789': null,
    '0010900123': 'pattern.personalCode',
    '12345678901': 'pattern.personalCode',
  },
};

const PHONES: Record<string, Cases> = {
  es: {
    '612345678': null,
    '+34 612 345 678': null,
    abc: 'phone.NOT_A_NUMBER',
    '6123': 'phone.TOO_SHORT',
    '61234567890123456789': 'phone.TOO_LONG',
    '+999 1234': 'phone.INVALID_COUNTRY',
    '+49 1512 3456789': 'phone.INVALID_COUNTRY',
    '012345678': 'phone.INVALID',
  },
  mx: {
    '5512345678': null,
    '+52 55 1234 5678': null,
    '1': 'phone.TOO_SHORT',
    '15555555555': 'phone.TOO_LONG',
    '1555555555': 'phone.INVALID',
    '+34 612 345 678': 'phone.INVALID_COUNTRY',
  },
  co: {
    '3001234567': null,
    '155555555': 'phone.INVALID_LENGTH',
    '155555555555': 'phone.TOO_LONG',
    '15555555': 'phone.INVALID',
    x: 'phone.NOT_A_NUMBER',
  },
  pl: {
    '512345678': null,
    '+48 512 345 678': null,
    '15555555555': 'phone.TOO_LONG',
    '155555': 'phone.INVALID',
    '+52 55 1234 5678': 'phone.INVALID_COUNTRY',
  },
  de: {
    '015123456789': null,
    '+49 1512 3456789': null,
    '1555555555555555': 'phone.TOO_LONG',
    '155555555555555': 'phone.INVALID',
    '1': 'phone.TOO_SHORT',
  },
  ro: {
    '0712345678': null,
    '+40 712 345 678': null,
    '1555555': 'phone.INVALID_LENGTH',
    '1555555555': 'phone.TOO_LONG',
    '155555': 'phone.INVALID',
  },
  ph: {
    '09171234567': null,
    '+63 917 123 4567': null,
    '1555555': 'phone.INVALID_LENGTH',
    '15555555555555': 'phone.TOO_LONG',
    '155555': 'phone.INVALID',
  },
  vn: {
    '0912345678': null,
    '+84 912 345 678': null,
    '15555555555': 'phone.TOO_LONG',
    '2555555': 'phone.INVALID',
    '+1 212 555 0100': 'phone.INVALID_COUNTRY',
  },
};

const NAMES: Record<string, Cases> = {
  es: {
    'María José': null,
    'García-Pérez': null,
    'Ana  Luz': 'pattern.name',
    Ana1: 'pattern.name',
    '-Ana': 'pattern.name',
  },
  mx: { 'José Ángel': null, Hernández: null, Ana_Luz: 'pattern.name' },
  co: { 'Camila Andrea': null, Núñez: null, 'Camila.': 'pattern.name' },
  pl: { Żaneta: null, 'Wąsowska-Łęcka': null, 'Anna 2': 'pattern.name' },
  de: { Jürgen: null, Groß: null, 'Jürgen--Groß': 'pattern.name' },
  ro: { Ștefan: null, Țăranu: null, 'Ioana!': 'pattern.name' },
  ph: { 'Maria Cristina': null, 'Dela Cruz': null, 'Ma.': 'pattern.name' },
  vn: { 'Nguyễn Thị': null, Lan: null, 'Trần Ưng Ơn': null, Lan9: 'pattern.name' },
};

const COMPANY_NAMES: Record<string, Cases> = {
  default: {
    'Ibérica S.L.': null,
    'Smith & Sons': null,
    '-Firma': 'pattern.companyName',
    'Firma@': 'pattern.companyName',
    Firma_1: 'pattern.companyName',
  },
  pl: {
    'Kowalski & Synowie Sp. z o.o.': null,
    'Żółć-Ąę 24/7': null,
    "O'Neil, Nowak + Partnerzy": null,
    'Kowalski &': null,
    'Firma@': 'pattern.companyName',
    Firma_1: 'pattern.companyName',
    'Firma!': 'pattern.companyName',
  },
};

const FLAT_NUMBERS: Record<string, Cases> = {
  default: { '3ºA': null, '2 izq': null, '12-B': null, '-3': 'pattern.flatNumber' },
  pl: {
    '12': null,
    '12A': null,
    '3b': null,
    '105ab': null,
    A12: 'pattern.flatNumber',
    '12-A': 'pattern.flatNumber',
    '12 A': 'pattern.flatNumber',
    '3ºA': 'pattern.flatNumber',
  },
};

const LICENSE_PLATES: Record<string, Cases> = {
  es: {
    '1234 BCD': null,
    '1234BCD': null,
    'M 1234 AB': null,
    'B-1234-A': null,
    '1234 ABC': 'pattern.licensePlate',
    '123 BCD': 'pattern.licensePlate',
    'BCD 1234': 'pattern.licensePlate',
  },
  mx: {
    'ABC-123-D': null,
    '123-ABC-4': null,
    'AB-1234-C': null,
    A: 'pattern.licensePlate',
    ABC_123: 'pattern.licensePlate',
    'ABCDE-123456': 'pattern.licensePlate',
  },
  co: {
    'ABC 123': null,
    ABC123: null,
    ABC12D: null,
    'AB 123': 'pattern.licensePlate',
    'ABC 1234': 'pattern.licensePlate',
    '123 ABC': 'pattern.licensePlate',
  },
};

const brands = Object.entries(VALIDATING_CONFIGS);
const table = (cases: Cases | undefined) => Object.entries(cases ?? {});

describe.each(brands)('%s', (_id, config) => {
  const country = config.country;

  it.each(table(POSTAL_CODES[country]))('postal code %j → %s', (value, error) => {
    expect(check(config, 'contactDetails.postalCode', value)).toBe(error);
  });

  it.each(table(PERSONAL_CODES[country]))('personal code %j → %s', (value, error) => {
    expect(check(config, 'personalDetails.personalCode', value)).toBe(error);
  });

  it.each(table(PHONES[country]))('phone %j → %s', (value, error) => {
    expect(check(config, 'contactDetails.phoneNumber', value)).toBe(error);
  });

  it.each(table(NAMES[country]))('name %j → %s', (value, error) => {
    expect(check(config, 'personalDetails.firstName', value)).toBe(error);
  });

  it.each(table(COMPANY_NAMES[country] ?? COMPANY_NAMES.default))(
    'company name %j → %s',
    (value, error) => {
      expect(check(config, 'employer.name', value)).toBe(error);
    },
  );

  it.each(table(FLAT_NUMBERS[country] ?? FLAT_NUMBERS.default))(
    'flat number %j → %s',
    (value, error) => {
      expect(check(config, 'contactDetails.flatNumber', value)).toBe(error);
    },
  );

  it.each(table(config.extraStepFields ? LICENSE_PLATES[country] : {}))(
    'licence plate %j → %s',
    (value, error) => {
      expect(check(config, 'otherDetails.vehicleLicensePlateNumber', value)).toBe(error);
    },
  );
});

describe('every country has cases for every pattern it uses', () => {
  it.each([...new Set(brands.map(([, config]) => config.country))])('%s', (country) => {
    for (const cases of [POSTAL_CODES, PERSONAL_CODES, PHONES, NAMES]) {
      const values = Object.values(cases[country] ?? {});
      expect(values).toContain(null);
      expect(values.some((error) => error !== null)).toBe(true);
    }
  });

  it('covers the licence plates of every car-loan country', () => {
    const carCountries = new Set(
      brands.filter(([, config]) => config.extraStepFields).map(([, config]) => config.country),
    );
    expect([...carCountries].sort()).toEqual(Object.keys(LICENSE_PLATES).sort());
  });
});

describe('the Polish company name pattern (section 5)', () => {
  const { companyName } = VALIDATING_CONFIGS['pl-fidea']!.validation;
  it.each([
    ['Kowalski & Synowie Sp. z o.o.', true],
    ["'Ala' + Ola", true],
    ['Firma,', true],
    [' Firma', false],
    ['Firma ', false],
    ['Firma\tNowa', false],
    ['Firma (Nowa)', false],
  ])('%j → %s', (value, valid) => {
    expect(companyName.test(value)).toBe(valid);
  });
});

describe("section 9's phone limits", () => {
  const spain = VALIDATING_CONFIGS['es-askrobin']!;

  it('are the documented numbers', () => {
    expect(PHONE_LIMITS).toEqual({
      minNationalNumberLength: 2,
      maxNationalNumberLength: 17,
      maxInputLength: 250,
      maxCallingCodeLength: 3,
    });
  });

  it('refuse more than 250 characters of input, even around a valid number', () => {
    // The phone field's maxLength stops typing long before; a number reaching the check is still capped.
    const spaced = (length: number) => `612${' '.repeat(length - 9)}345678`;
    expect(checkPhoneNumber(spaced(PHONE_LIMITS.maxInputLength), 'ES')).toEqual({
      ok: true,
      e164: '+34612345678',
    });
    expect(checkPhoneNumber(spaced(PHONE_LIMITS.maxInputLength + 1), 'ES')).toEqual({
      ok: false,
      problem: 'TOO_LONG',
    });
  });

  it('need at least 2 national digits, at most 17, and a calling code of at most 3 digits', () => {
    expect(check(spain, 'contactDetails.phoneNumber', '+49 1')).toBe('phone.TOO_SHORT');
    expect(check(spain, 'contactDetails.phoneNumber', `+49 ${'1'.repeat(18)}`)).toBe(
      'phone.TOO_LONG',
    );
    expect(check(spain, 'contactDetails.phoneNumber', '+8888 1234567890')).toBe(
      'phone.INVALID_COUNTRY',
    );
  });
});
