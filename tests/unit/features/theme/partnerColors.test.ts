import { describe, expect, it, vi } from 'vitest';
import {
  listenForPartnerColors,
  uiColorsFromMessage,
  uiColorsFromSearch,
} from '../../../../src/features/theme/partnerColors';

describe('colours a partner passes', () => {
  it('reads the uiColors URL parameter as JSON, keeping only safe values', () => {
    const json = JSON.stringify({ 'color-primary': '#0a7d33', 'color-text': 'url(x)' });
    expect(uiColorsFromSearch(`?refName=a&uiColors=${encodeURIComponent(json)}`)).toEqual({
      'color-primary': '#0a7d33',
    });
  });

  it.each([
    '',
    '?uiColors=',
    '?uiColors=not-json',
    '?uiColors=%5B%22%23fff%22%5D',
    `?uiColors=${'x'.repeat(2001)}`,
  ])('ignores an unusable parameter %j', (search) => {
    expect(uiColorsFromSearch(search)).toEqual({});
  });

  it('reads a UI_COLORS message and nothing else', () => {
    expect(
      uiColorsFromMessage({ type: 'UI_COLORS', colors: { 'color-accent': '#123456' } }),
    ).toEqual({ 'color-accent': '#123456' });
    expect(uiColorsFromMessage({ type: 'FORM_HEIGHT', height: 10 })).toBeNull();
    expect(uiColorsFromMessage('UI_COLORS')).toBeNull();
  });

  it('listens to the parent window only', () => {
    const parent = new EventTarget() as unknown as Window;
    const win = Object.assign(new EventTarget(), { parent }) as unknown as Window;
    const onColors = vi.fn();
    const stop = listenForPartnerColors(win, onColors);
    const colors = { type: 'UI_COLORS', colors: { 'color-primary': '#0a7d33' } };

    win.dispatchEvent(new MessageEvent('message', { data: colors, source: null }));
    expect(onColors).not.toHaveBeenCalled();

    win.dispatchEvent(
      new MessageEvent('message', {
        data: colors,
        source: parent as unknown as MessageEventSource,
      }),
    );
    expect(onColors).toHaveBeenCalledWith({ 'color-primary': '#0a7d33' });

    stop();
    win.dispatchEvent(
      new MessageEvent('message', {
        data: colors,
        source: parent as unknown as MessageEventSource,
      }),
    );
    expect(onColors).toHaveBeenCalledTimes(1);
  });
});
