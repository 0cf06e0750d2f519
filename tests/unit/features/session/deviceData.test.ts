// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  collectDeviceData,
  readDeviceEnvironment,
  type DeviceEnvironment,
} from '../../../../src/features/session';

const env: DeviceEnvironment = {
  timezoneOffset: -60,
  deviceMemory: 7.6,
  language: 'es-ES',
  screenWidth: 1920,
  screenHeight: 1080,
  loadingTimeMs: 1234.56,
};

describe('collectDeviceData', () => {
  it.each<[string, Partial<DeviceEnvironment>, Record<string, unknown>]>([
    [
      'a full reading',
      {},
      {
        timezoneOffset: -60,
        deviceMemory: 8,
        language: 'es-ES',
        screenResolution: '1920x1080',
        loadingTime: 1235,
      },
    ],
    ['missing device memory → 1', { deviceMemory: undefined }, { deviceMemory: 1 }],
    ['NaN device memory → 1', { deviceMemory: Number.NaN }, { deviceMemory: 1 }],
    ['infinite device memory → 1', { deviceMemory: Number.POSITIVE_INFINITY }, { deviceMemory: 1 }],
    ['fractional device memory rounded', { deviceMemory: 0.25 }, { deviceMemory: 0 }],
    ['NaN loading time → 0', { loadingTimeMs: Number.NaN }, { loadingTime: 0 }],
    ['negative loading time → 0', { loadingTimeMs: -3 }, { loadingTime: 0 }],
    ['NaN screen size → 0', { screenWidth: Number.NaN }, { screenResolution: '0x1080' }],
  ])('%s', (_name, override, expected) => {
    expect(collectDeviceData({ ...env, ...override })).toMatchObject(expected);
  });
});

describe('readDeviceEnvironment', () => {
  it('reads the browser window', () => {
    const reading = readDeviceEnvironment(window);
    expect(reading.timezoneOffset).toBe(new Date().getTimezoneOffset());
    expect(reading.language).toBe(navigator.language);
    expect(typeof reading.screenWidth).toBe('number');
    expect(reading.loadingTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('survives a window whose properties throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('blocked');
        },
      },
    ) as Window;
    const reading = readDeviceEnvironment(hostile);
    expect(reading).toMatchObject({
      language: '',
      screenWidth: 0,
      screenHeight: 0,
      loadingTimeMs: 0,
    });
    expect(collectDeviceData(reading)).toMatchObject({ deviceMemory: 1, screenResolution: '0x0' });
  });

  it('uses deviceMemory where the browser reports it', () => {
    const win = {
      navigator: { deviceMemory: 4, language: 'pl' },
      screen: { width: 1, height: 2 },
      performance: { getEntriesByType: () => [{ loadEventEnd: 321 }], now: () => 999 },
    };
    // A hand-made window: only the members readDeviceEnvironment touches.
    expect(readDeviceEnvironment(win as unknown as Window)).toMatchObject({
      deviceMemory: 4,
      language: 'pl',
      screenWidth: 1,
      screenHeight: 2,
      loadingTimeMs: 321,
    });
  });
});
