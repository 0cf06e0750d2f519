import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandThemeProperties, partnerColorProperties } from '../../../../src/features/theme/theme';

describe('the white label theme from build configuration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses readable colours and derives the button text colour', () => {
    expect(
      brandThemeProperties({
        'color-primary': '#0a7d33',
        'color-accent': '#7c2d12',
        'color-background': '#f7f7f2',
      }),
    ).toEqual({
      'color-primary': '#0a7d33',
      'color-primary-contrast': '#ffffff',
      'color-accent': '#7c2d12',
      'color-background': '#f7f7f2',
    });
  });

  it('ignores, with a warning, colours that would make text unreadable or are not colours', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      brandThemeProperties({
        'color-primary': '#facc15',
        'color-accent': 'url(x)',
        'color-background': '#1f2937',
      }),
    ).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('color-primary "#facc15"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('color-background "#1f2937"'));
  });

  it('is empty without configuration', () => {
    expect(brandThemeProperties(undefined)).toEqual({});
    expect(brandThemeProperties({})).toEqual({});
  });
});

describe("a partner's interface colours", () => {
  it('gets a readable button text colour when only the primary colour is sent', () => {
    expect(partnerColorProperties({ 'color-primary': '#fde047' })).toEqual({
      'color-primary': '#fde047',
      'color-primary-contrast': '#000000',
    });
  });

  it('keeps the partner’s own button text colour and drops unsafe values', () => {
    expect(
      partnerColorProperties({
        'color-primary': '#0a7d33',
        'color-primary-contrast': '#f0f0f0',
        'color-text': 'url(x)',
      }),
    ).toEqual({ 'color-primary': '#0a7d33', 'color-primary-contrast': '#f0f0f0' });
  });
});
