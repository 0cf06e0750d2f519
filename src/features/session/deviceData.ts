/** The lead's deviceData (specification sections 3 and 9). */
import type { DeviceData } from '../lead';

export type { DeviceData };

export interface DeviceEnvironment {
  /** Minutes, as `Date.prototype.getTimezoneOffset` reports them. */
  timezoneOffset: number;
  /** GiB, from `navigator.deviceMemory`; only Chromium browsers report it. */
  deviceMemory?: number;
  language: string;
  screenWidth: number;
  screenHeight: number;
  loadingTimeMs: number;
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * Builds deviceData from raw environment readings. Device memory is rounded and defaults to
 * 1; other unusable numbers become 0 so the lead never carries NaN or Infinity, which JSON
 * would turn into null.
 */
export function collectDeviceData(env: DeviceEnvironment): DeviceData {
  return {
    timezoneOffset: finiteOr(env.timezoneOffset, 0),
    deviceMemory: Math.round(finiteOr(env.deviceMemory, 1)),
    language: typeof env.language === 'string' ? env.language : '',
    screenResolution: `${finiteOr(env.screenWidth, 0)}x${finiteOr(env.screenHeight, 0)}`,
    loadingTime: Math.max(0, Math.round(finiteOr(env.loadingTimeMs, 0))),
  };
}

/** Runs one browser reading; privacy modes and odd embeddings make some of them throw. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * Time the page took to load: the navigation entry's load end when the load event has
 * finished, else the time elapsed since navigation start.
 */
function loadingTimeMs(win: Window): number {
  const entry = win.performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (entry && entry.loadEventEnd > 0) return entry.loadEventEnd;
  return win.performance.now();
}

/** Reads the device environment from a browser window without ever throwing. */
export function readDeviceEnvironment(win: Window): DeviceEnvironment {
  const navigator = safely(() => win.navigator, undefined);
  const screen = safely(() => win.screen, undefined);
  // deviceMemory is not in the DOM typings because only Chromium implements it.
  const nav: (Navigator & { deviceMemory?: unknown }) | undefined = navigator;
  const deviceMemory = safely(() => nav?.deviceMemory, undefined);
  return {
    timezoneOffset: safely(() => new Date().getTimezoneOffset(), 0),
    deviceMemory: typeof deviceMemory === 'number' ? deviceMemory : undefined,
    language: safely(() => nav?.language ?? '', ''),
    screenWidth: safely(() => screen?.width ?? 0, 0),
    screenHeight: safely(() => screen?.height ?? 0, 0),
    loadingTimeMs: safely(() => loadingTimeMs(win), 0),
  };
}
