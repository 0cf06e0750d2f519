/**
 * Colour values from outside the bundle (a partner's page, build configuration) become CSS
 * custom properties, so they are checked strictly: only the names below, and only plain colour
 * syntax (hex, rgb()/rgba(), transparent). Anything else could smuggle `url(...)` or other CSS in.
 */
export const UI_COLOR_NAMES = [
  'color-primary',
  'color-primary-contrast',
  'color-accent',
  'color-text',
  'color-muted',
  'color-surface',
  'color-background',
  'color-border',
  'color-error',
  'color-chrome',
] as const;

export type UiColorName = (typeof UI_COLOR_NAMES)[number];

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`(\d{1,3}(?:\.\d+)?)`;
const ALPHA = String.raw`(?:\s*[,/]\s*(?:0|1|0?\.\d+|\d{1,3}%))?`;
const RGB = new RegExp(
  String.raw`^rgba?\(\s*${CHANNEL}\s*[,\s]\s*${CHANNEL}\s*[,\s]\s*${CHANNEL}${ALPHA}\s*\)$`,
  'i',
);

export function isUiColorName(name: string): name is UiColorName {
  return (UI_COLOR_NAMES as readonly string[]).includes(name);
}

/** The opaque RGB of a hex or rgb() colour, or null for anything else (including transparent). */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  if (HEX.test(text)) {
    const digits = text.slice(1);
    const full = digits.length <= 4 ? digits.replace(/./g, (digit) => digit + digit) : digits;
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    };
  }
  const match = RGB.exec(text);
  if (!match) return null;
  const [r, g, b] = match.slice(1, 4).map(Number);
  if (
    r === undefined ||
    g === undefined ||
    b === undefined ||
    [r, g, b].some((channel) => channel > 255)
  )
    return null;
  return { r, g, b };
}

/** A colour value safe to put into a custom property. */
export function isSafeColor(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 64 &&
    (value.trim() === 'transparent' || parseColor(value) !== null)
  );
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * White or black, whichever reads better on `background`. One of them always reaches 4.5:1 (at
 * worst about 4.58:1, on a mid grey); a dark grey instead of black would fall short there.
 */
export function readableTextOn(background: Rgb): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background)
    ? '#ffffff'
    : '#000000';
}

/** Keeps the known names with safe colour values; drops everything else. */
export function sanitizeUiColors(input: unknown): Partial<Record<UiColorName, string>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const colors: Partial<Record<UiColorName, string>> = {};
  for (const [name, value] of Object.entries(input)) {
    if (isUiColorName(name) && isSafeColor(value)) colors[name] = value.trim();
  }
  return colors;
}
