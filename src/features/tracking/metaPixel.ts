/** The Meta pixel: the official snippet's queue, consent grant/revoke and the funnel events. */
import type { MetaUserData } from './identity';
import { injectScript } from './scriptLoader';

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
}

type MetaWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

export type MetaEventName = 'Lead' | 'CompleteRegistration';

/** Installs `fbq` exactly as Meta's snippet does: calls queue until fbevents.js takes over. */
function installFbq(win: Window): Fbq {
  const meta = win as MetaWindow;
  if (meta.fbq) return meta.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  // No automatic PageView on history changes: the pixel would report whatever address the app
  // moves to, a continue link's lead id included; the page view at install is the only one.
  fbq.disablePushState = true;
  meta.fbq = fbq;
  meta._fbq ??= fbq;
  return fbq;
}

export interface MetaPixelSettings {
  id: string;
  scriptUrl: string;
}

/**
 * Grants consent, initialises the pixel with the identity known so far, counts the page view
 * and loads fbevents.js. Called only after the applicant agreed to marketing.
 */
export function installMetaPixel(
  win: Window,
  doc: Document,
  settings: MetaPixelSettings,
  userData?: MetaUserData,
): Promise<void> {
  const fbq = installFbq(win);
  fbq('consent', 'grant');
  if (userData) fbq('init', settings.id, userData);
  else fbq('init', settings.id);
  fbq('track', 'PageView');
  return injectScript(doc, settings.scriptUrl);
}

export function grantMetaConsent(win: Window): void {
  (win as MetaWindow).fbq?.('consent', 'grant');
}

export function revokeMetaConsent(win: Window): void {
  (win as MetaWindow).fbq?.('consent', 'revoke');
}

/**
 * Sends a funnel event. Re-initialising first hands the pixel the identity as it is now (the
 * e-mail arrives steps after the first event), as Meta's own tag templates do.
 */
export function trackMetaEvent(
  win: Window,
  pixelId: string,
  name: MetaEventName,
  eventId: string,
  userData: MetaUserData,
): boolean {
  const { fbq } = win as MetaWindow;
  if (!fbq) return false;
  try {
    fbq('init', pixelId, userData);
    fbq('track', name, {}, { eventID: eventId });
    return true;
  } catch (error) {
    console.error('Failed to send Meta Pixel event', error);
    return false;
  }
}
