import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ibanProblem,
  isValidCif,
  isValidCnp,
  isValidCui,
  isValidCurp,
  isValidDniNie,
  isValidNip,
  isValidPesel,
  isValidRfc,
  normalizeId,
} from '../../../../src/features/form/nationalIds';

/** Every other digit in one position: a checksum must notice a single mistyped digit. */
function withOneDigitChanged(value: string, index: number, digit: number): string {
  const current = Number(value.charAt(index));
  const replacement = (current + digit) % 10;
  return value.slice(0, index) + String(replacement) + value.slice(index + 1);
}

describe('PESEL (Poland)', () => {
  it.each([['44051401359'], ['02070803628'], ['90010112349']])('accepts %s', (value) => {
    expect(isValidPesel(value)).toBe(true);
  });

  it.each([
    ['44051401358', 'wrong check digit'],
    ['4405140135', 'too short'],
    ['44053201350', 'no 32nd of May'],
    ['4405140135X', 'not digits'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidPesel(value)).toBe(false);
  });

  it('notices any single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (index, delta) => {
          expect(isValidPesel(withOneDigitChanged('44051401359', index, delta))).toBe(false);
        },
      ),
    );
  });
});

describe('CNP (Romania)', () => {
  it.each([['1800101221144'], ['2850615400013'], ['5010101420015']])('accepts %s', (value) => {
    expect(isValidCnp(value)).toBe(true);
  });

  it.each([
    ['1800101221145', 'wrong check digit'],
    ['1801301221140', 'no 13th month'],
    ['1800101991143', 'no county 99'],
    ['0800101221144', 'sex digit 0'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidCnp(value)).toBe(false);
  });
});

describe('CURP (Mexico)', () => {
  it.each([['HEGG560427MVZRRL04'], ['MAHJ280603MSPRRV09']])('accepts %s', (value) => {
    expect(isValidCurp(value)).toBe(true);
  });

  it.each([
    ['HEGG560427MVZRRL05', 'wrong check digit'],
    ['HEGG561327MVZRRL04', 'no 13th month'],
    ['HEGG560427MXXRRL04', 'no state XX'],
    ['HEGG560427MVZRRL0', 'too short'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidCurp(value)).toBe(false);
  });
});

describe('company and tax codes', () => {
  it('checks a Spanish CIF, a Polish NIP, a Romanian CUI and a Mexican RFC', () => {
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('B12345675')).toBe(false);
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('Q28260008')).toBe(false);
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidCui('18547290')).toBe(true);
    expect(isValidCui('18547291')).toBe(false);
    expect(isValidRfc('GODE561231GR8', 'person')).toBe(true);
    expect(isValidRfc('GODE561331GR8', 'person')).toBe(false);
    expect(isValidRfc('SCM010101AB1', 'company')).toBe(true);
    expect(isValidRfc('SCM010101AB1', 'person')).toBe(false);
  });

  it('keeps the DNI/NIE check letter', () => {
    expect(isValidDniNie('12345678Z')).toBe(true);
    expect(isValidDniNie('X1234567L')).toBe(true);
    expect(isValidDniNie('12345678A')).toBe(false);
  });
});

describe('IBAN (ISO 13616)', () => {
  it.each([
    ['ES9121000418450200051332'],
    ['DE89370400440532013000'],
    ['GB82WEST12345698765432'],
    ['PL61109010140000071219812874'],
    ['RO49AAAA1B31007593840000'],
  ])('accepts %s', (value) => {
    expect(ibanProblem(value)).toBeNull();
  });

  it.each([
    ['ES9121000418450200051333', 'checksum'],
    ['ES91210004184502000513', 'length'],
    ['9121000418450200051332', 'format'],
    ['ES91-2100', 'format'],
  ])('rejects %s (%s)', (value, problem) => {
    expect(ibanProblem(value)).toBe(problem);
  });

  it('notices any single mistyped digit (mod 97)', () => {
    const iban = 'ES9121000418450200051332';
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: iban.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (index, delta) => {
          expect(ibanProblem(withOneDigitChanged(iban, index, delta))).toBe('checksum');
        },
      ),
    );
  });

  it('reads what people type: spaces, dots, hyphens and lower case', () => {
    expect(normalizeId('es91 2100.0418-4502 0005 1332')).toBe('ES9121000418450200051332');
  });
});
