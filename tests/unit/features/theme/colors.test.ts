import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isSafeColor,
  parseColor,
  readableTextOn,
  sanitizeUiColors,
} from '../../../../src/features/theme/colors';

describe('colour values from outside the bundle', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#0A7D33', { r: 10, g: 125, b: 51 }],
    ['#0a7d33cc', { r: 10, g: 125, b: 51 }],
    ['rgb(10, 125, 51)', { r: 10, g: 125, b: 51 }],
    ['rgba(10 125 51 / 0.5)', { r: 10, g: 125, b: 51 }],
  ])('%s parses to its RGB', (value, rgb) => {
    expect(parseColor(value)).toEqual(rgb);
    expect(isSafeColor(value)).toBe(true);
  });

  it.each([
    'url(https://evil.example/x)',
    'red',
    'var(--color-text)',
    '#12',
    '#1234567',
    'rgb(300, 0, 0)',
    'rgb(1,2,3); background: url(x)',
    'expression(alert(1))',
    '',
  ])('%j is refused', (value) => {
    expect(isSafeColor(value)).toBe(false);
  });

  it('accepts transparent, which has no RGB of its own', () => {
    expect(isSafeColor('transparent')).toBe(true);
    expect(parseColor('transparent')).toBeNull();
  });

  it('keeps only known names with safe values', () => {
    expect(
      sanitizeUiColors({
        'color-primary': '#0a7d33',
        'color-background': 'transparent',
        'color-text': 'url(x)',
        'font-family': '#000000',
        'color-accent': 12,
      }),
    ).toEqual({ 'color-primary': '#0a7d33', 'color-background': 'transparent' });
    expect(sanitizeUiColors(null)).toEqual({});
    expect(sanitizeUiColors(['#fff'])).toEqual({});
  });
});

describe('contrast (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 10, g: 125, b: 51 }, { r: 10, g: 125, b: 51 })).toBe(1);
  });

  it('matches a published value: #767676 on white is 4.54:1', () => {
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(
      4.54,
      2,
    );
  });

  it.each(['#0a7d33', '#facc15', '#777777', '#757575', '#ffffff', '#000000', '#3b82f6'])(
    'picks button text on %s that reaches 4.5:1',
    (background) => {
      const rgb = parseColor(background)!;
      expect(contrastRatio(parseColor(readableTextOn(rgb))!, rgb)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
