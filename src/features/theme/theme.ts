import {
  contrastRatio,
  parseColor,
  readableTextOn,
  relativeLuminance,
  sanitizeUiColors,
  type UiColorName,
} from './colors';

export type ColorProperties = Partial<Record<UiColorName, string>>;

const WHITE = { r: 255, g: 255, b: 255 };
/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;
// The muted text colours of the brands (about #4b5563) keep 4.5:1 on backgrounds at least this light.
const MIN_BACKGROUND_LUMINANCE = 0.6;

function luminanceOf(value: string): number | null {
  const rgb = parseColor(value);
  return rgb ? relativeLuminance(rgb) : null;
}

/** Colours from build configuration (the white label): used only if they keep text readable. */
export function brandThemeProperties(
  theme: Readonly<Record<string, string>> | undefined,
): ColorProperties {
  const colors = sanitizeUiColors(theme);
  const accepted: ColorProperties = {};
  const reject = (name: UiColorName, why: string) => {
    console.warn(`Ignoring the configured ${name} "${colors[name] ?? ''}": ${why}`);
  };

  const primary =
    colors['color-primary'] === undefined ? null : parseColor(colors['color-primary']);
  if (colors['color-primary'] !== undefined) {
    // The primary colour is also text (amounts, links) on white cards.
    if (primary && contrastRatio(primary, WHITE) >= AA_TEXT_CONTRAST) {
      accepted['color-primary'] = colors['color-primary'];
      accepted['color-primary-contrast'] = readableTextOn(primary);
    } else reject('color-primary', 'it needs a contrast of 4.5:1 with white');
  }
  const accent = colors['color-accent'] === undefined ? null : parseColor(colors['color-accent']);
  if (colors['color-accent'] !== undefined) {
    if (accent && contrastRatio(accent, WHITE) >= AA_TEXT_CONTRAST)
      accepted['color-accent'] = colors['color-accent'];
    else reject('color-accent', 'it needs a contrast of 4.5:1 with white');
  }
  if (colors['color-background'] !== undefined) {
    const luminance = luminanceOf(colors['color-background']);
    if (luminance !== null && luminance >= MIN_BACKGROUND_LUMINANCE)
      accepted['color-background'] = colors['color-background'];
    else reject('color-background', 'it must be a light colour so that text stays readable');
  }
  return accepted;
}

/**
 * Colours a partner passed (session storage `uiColors`, URL or message): only safe values of
 * known names; a primary colour without its text colour gets a readable one.
 */
export function partnerColorProperties(colors: Readonly<Record<string, string>>): ColorProperties {
  const safe = sanitizeUiColors(colors);
  const primary = safe['color-primary'] === undefined ? null : parseColor(safe['color-primary']);
  if (primary && safe['color-primary-contrast'] === undefined)
    safe['color-primary-contrast'] = readableTextOn(primary);
  return safe;
}
