/** The TikTok pixel: the official snippet's queue, hold/grant/revoke consent and funnel events. */
import type { PixelIdentity } from './identity';
import { injectScript } from './scriptLoader';

const METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

type TtqMethod = (typeof METHODS)[number];

type Ttq = unknown[] &
  Record<TtqMethod, (...args: unknown[]) => void> & {
    methods: readonly string[];
    /** Per pixel: its queue and SDK URL, load time and options, read by events.js as the snippet sets them. */
    _i?: Record<string, unknown[] & { _u?: string }>;
    _t?: Record<string, number>;
    _o?: Record<string, object>;
  };

type TikTokWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

export type TikTokEventName = 'Lead' | 'CompleteRegistration' | 'Rejected';

/** Installs `ttq` as TikTok's snippet does: each method queues `[name, ...args]` until events.js loads. */
function installTtq(win: Window): Ttq {
  const tikTok = win as TikTokWindow;
  if (tikTok.ttq) return tikTok.ttq;
  const ttq = [] as unknown as Ttq;
  ttq.methods = METHODS;
  for (const method of METHODS) {
    ttq[method] = (...args: unknown[]) => {
      ttq.push([method, ...args]);
    };
  }
  tikTok.TiktokAnalyticsObject = 'ttq';
  tikTok.ttq = ttq;
  return ttq;
}

export interface TikTokPixelSettings {
  id: string;
  scriptUrl: string;
}

/**
 * Holds consent before the SDK loads, loads it for the pixel id, then grants consent (the
 * applicant agreed to marketing) and counts the page view.
 */
export function installTikTokPixel(
  win: Window,
  doc: Document,
  settings: TikTokPixelSettings,
): Promise<void> {
  const ttq = installTtq(win);
  ttq.holdConsent();
  const pixelQueue: unknown[] & { _u?: string } = [];
  pixelQueue._u = settings.scriptUrl;
  ttq._i = { ...ttq._i, [settings.id]: pixelQueue };
  ttq._t = { ...ttq._t, [settings.id]: Date.now() };
  ttq._o = { ...ttq._o, [settings.id]: {} };
  const url = new URL(settings.scriptUrl);
  url.searchParams.set('sdkid', settings.id);
  url.searchParams.set('lib', 'ttq');
  const loaded = injectScript(doc, url.href);
  ttq.grantConsent();
  ttq.page();
  return loaded;
}

export function grantTikTokConsent(win: Window): void {
  (win as TikTokWindow).ttq?.grantConsent();
}

export function revokeTikTokConsent(win: Window): void {
  (win as TikTokWindow).ttq?.revokeConsent();
}

/** Identifies the applicant with hashes and sends the event with its event_id. */
export function trackTikTokEvent(
  win: Window,
  name: TikTokEventName | '',
  identity: PixelIdentity,
  eventId: string,
): boolean {
  if (!name) {
    console.warn('TikTok Pixel event name is required');
    return false;
  }
  try {
    const { ttq } = win as TikTokWindow;
    if (!ttq) throw new Error('ttq is not installed');
    ttq.identify(identity);
    ttq.track(name, {}, { event_id: eventId });
    return true;
  } catch (error) {
    console.error('Failed to send TikTok Pixel event', error);
    return false;
  }
}
