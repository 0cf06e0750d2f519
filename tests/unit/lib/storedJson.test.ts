import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_PARSE_DEPTH,
  parseStoredValue,
  reviveIsoTimestamp,
  serializeStoredValue,
} from '../../../src/lib/storedJson';

function stringifyTimes(value: unknown, times: number): string {
  let encoded: unknown = value;
  for (let i = 0; i < times; i += 1) encoded = JSON.stringify(encoded);
  return encoded as string;
}

/** Strings whose content is itself JSON are unwrapped by design, so they cannot round-trip. */
function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const plainString = fc
  .string({ unit: 'binary' })
  .filter((text) => !isJsonText(text) && reviveIsoTimestamp(text) === undefined);

const storableDate = fc.date({
  min: new Date('0000-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

const { value: storableValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    plainString,
    storableDate,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(plainString, tie('value'), { maxKeys: 5 }),
  ),
}));

describe('parseStoredValue', () => {
  it.each([
    ['null raw value', null, null],
    ['JSON object', '{"a":1}', { a: 1 }],
    ['JSON number', '42', 42],
    ['JSON-encoded string', '"hello"', 'hello'],
    ['text that is not JSON', 'hello world', 'hello world'],
    ['empty text', '', ''],
    ['truncated JSON', '{"a":', '{"a":'],
    ['doubly encoded object', JSON.stringify(JSON.stringify({ b: [1, 2] })), { b: [1, 2] }],
    [
      'nested timestamp',
      '{"at":"2026-01-02T03:04:05.678Z","list":["2026-01-02T03:04:05.678Z"]}',
      {
        at: new Date('2026-01-02T03:04:05.678Z'),
        list: [new Date('2026-01-02T03:04:05.678Z')],
      },
    ],
    ['top-level timestamp', '"2026-01-02T03:04:05.678Z"', new Date('2026-01-02T03:04:05.678Z')],
  ])('decodes %s', (_name, raw, expected) => {
    expect(parseStoredValue(raw)).toEqual(expected);
  });

  it.each([
    ['no milliseconds', '2026-01-02T03:04:05Z'],
    ['no trailing Z', '2026-01-02T03:04:05.678'],
    ['offset instead of Z', '2026-01-02T03:04:05.678+01:00'],
    ['date only', '2026-01-02'],
    ['impossible month', '2026-13-02T03:04:05.678Z'],
    ['day rolled over', '2026-02-30T03:04:05.678Z'],
    ['surrounding text', 'at 2026-01-02T03:04:05.678Z'],
    ['six-digit year', '+012026-01-02T03:04:05.678Z'],
  ])('leaves a timestamp-like string with %s as text', (_name, text) => {
    expect(parseStoredValue(JSON.stringify({ text }))).toEqual({ text });
  });

  it('does not let a "__proto__" key change the prototype when reviving', () => {
    const result = parseStoredValue('{"__proto__":"2026-01-02T03:04:05.678Z"}') as object;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual(
      new Date('2026-01-02T03:04:05.678Z'),
    );
  });

  it('survives very deep nesting without a stack overflow', () => {
    const depth = 100_000;
    const raw = `${'['.repeat(depth)}"2026-01-02T03:04:05.678Z"${']'.repeat(depth)}`;
    expect(() => parseStoredValue(raw)).not.toThrow();
  });
});

describe('parseStoredValue properties', () => {
  it('gives back any storable value after serializeStoredValue', () => {
    fc.assert(
      fc.property(storableValue, (value) => {
        expect(parseStoredValue(serializeStoredValue(value))).toEqual(value);
      }),
    );
  });

  it(`unwraps a value stringified up to ${MAX_PARSE_DEPTH} times`, () => {
    fc.assert(
      fc.property(storableValue, fc.integer({ min: 1, max: MAX_PARSE_DEPTH }), (value, n) => {
        expect(parseStoredValue(stringifyTimes(value, n))).toEqual(value);
      }),
    );
  });

  it(`stops after ${MAX_PARSE_DEPTH} parses and returns the remaining string`, () => {
    fc.assert(
      fc.property(storableValue, (value) => {
        const result = parseStoredValue(stringifyTimes(value, MAX_PARSE_DEPTH + 1));
        expect(result).toBe(JSON.stringify(value));
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        expect(() => parseStoredValue(raw)).not.toThrow();
      }),
    );
  });
});

describe('serializeStoredValue', () => {
  it.each([
    ['a string, JSON-encoded', 'hello', '"hello"'],
    [
      'a Date, as its ISO string',
      new Date('2026-01-02T03:04:05.678Z'),
      '"2026-01-02T03:04:05.678Z"',
    ],
    ['undefined, as null', undefined, 'null'],
    ['an object', { a: [1, true] }, '{"a":[1,true]}'],
  ])('stores %s', (_name, value, expected) => {
    expect(serializeStoredValue(value)).toBe(expected);
  });

  it('throws on values JSON cannot hold, for the storage layer to catch', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => serializeStoredValue(cyclic)).toThrow(TypeError);
    expect(() => serializeStoredValue(1n)).toThrow(TypeError);
  });
});
