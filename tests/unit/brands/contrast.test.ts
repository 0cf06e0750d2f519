/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOOKS } from '../../../src/brands/registry';
import { contrastRatio, parseColor } from '../../../src/features/theme/colors';

/**
 * WCAG AA (4.5:1 for text) in every theme, computed from the CSS files themselves: each look's
 * custom properties laid over base.css's, then every pair of text and the colour behind it. Every
 * brand has one of these looks (tests/unit/build/brandPlugin.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../../..');

function customProperties(css: string): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
}

const base = customProperties(readFileSync(path.join(root, 'src/styles/base.css'), 'utf8'));

/** [text, behind it, where] */
const PAIRS = [
  ['color-primary-contrast', 'color-primary', 'primary button text'],
  ['color-text', 'color-background', 'text on the page'],
  ['color-text', 'color-surface', 'text in the step cards'],
  ['color-text', 'color-chrome', 'brand name in the header'],
  ['color-muted', 'color-background', 'hints on the page'],
  ['color-muted', 'color-surface', 'hints in the step cards'],
  ['color-muted', 'color-chrome', 'footer text'],
  ['color-primary', 'color-surface', 'amounts, secondary buttons and links'],
  ['color-accent', 'color-surface', 'headings of good news'],
  ['color-error', 'color-surface', 'error messages'],
] as const;

describe.each(LOOKS)('the %s look', (look) => {
  const theme = {
    ...base,
    ...customProperties(
      readFileSync(path.join(root, 'src/brands/looks', look, 'styles.css'), 'utf8'),
    ),
  };

  it.each(PAIRS)('%s on %s (%s) reaches 4.5:1', (text, background) => {
    const foreground = parseColor(theme[text] ?? '');
    const behind = parseColor(theme[background] ?? '');
    expect(foreground, text).not.toBeNull();
    expect(behind, background).not.toBeNull();
    expect(contrastRatio(foreground!, behind!)).toBeGreaterThanOrEqual(4.5);
  });
});
