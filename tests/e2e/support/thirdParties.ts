import { gunzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../../playwright.config';

/**
 * The edge of the product: every third-party host is answered here, never by the network.
 * The pixel SDKs are replaced by small stand-ins that behave like the real ones as far as the
 * page can tell: they drain the queue the page's snippet filled, set their first-party cookie,
 * and send each event to their collection endpoint with the identity they were given.
 */

const GTM_STUB = 'window.google_tag_manager = { stub: true };';

const META_STUB = `(function () {
  var fbq = window.fbq;
  if (!fbq) return;
  var pixels = {};
  var revoked = false;
  if (!/(^|; )_fbp=/.test(document.cookie)) {
    document.cookie = '_fbp=fb.1.' + Date.now() + '.424242; Path=/; Max-Age=7776000; SameSite=Lax';
  }
  function call(command, a, b, c) {
    if (command === 'consent') { revoked = a === 'revoke'; return; }
    if (command === 'init') { pixels[a] = b || {}; return; }
    if (command !== 'track' || revoked) return;
    Object.keys(pixels).forEach(function (id) {
      var params = { id: id, ev: a, eid: (c && c.eventID) || '', dl: location.href };
      var userData = pixels[id];
      Object.keys(userData).forEach(function (key) { params['ud[' + key + ']'] = userData[key]; });
      new Image().src = 'https://www.facebook.com/tr/?' + new URLSearchParams(params).toString();
    });
  }
  var queued = fbq.queue.slice();
  fbq.queue.length = 0;
  fbq.callMethod = function () { call.apply(null, Array.from(arguments)); };
  queued.forEach(function (args) { call.apply(null, Array.from(args)); });
})();`;

const TIKTOK_STUB = `(function () {
  var ttq = window.ttq;
  if (!ttq) return;
  var pixel = new URL(document.currentScript.src).searchParams.get('sdkid');
  var user = {};
  var held = false;
  if (!/(^|; )_ttp=/.test(document.cookie)) {
    document.cookie = '_ttp=stub-ttp-' + Date.now() + '; Path=/; Max-Age=33696000; SameSite=Lax';
  }
  function call(method, args) {
    if (method === 'holdConsent' || method === 'revokeConsent') held = true;
    if (method === 'grantConsent') held = false;
    if (method === 'identify') user = args[0] || {};
    if (method !== 'track' || held) return;
    navigator.sendBeacon('https://analytics.tiktok.com/api/v2/pixel', JSON.stringify({
      pixel_code: pixel, event: args[0], event_id: (args[2] || {}).event_id,
      context: { user: user, page: { url: location.href } },
    }));
  }
  var queued = ttq.slice();
  ttq.length = 0;
  ttq.methods.forEach(function (method) { ttq[method] = function () { call(method, Array.from(arguments)); }; });
  queued.forEach(function (entry) { call(entry[0], entry.slice(1)); });
})();`;

const CORS = {
  'access-control-allow-origin': SANDBOX_ORIGIN,
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export interface MetaHit {
  ev: string;
  eid: string;
  dl: string;
  userData: Record<string, string>;
}

export interface TikTokHit {
  event: string;
  event_id: string;
  context: { user: Record<string, string>; page: { url: string } };
}

export interface Traffic {
  /** Every request the page made, in order. */
  all: Request[];
  thirdParty(): string[];
  meta(): MetaHit[];
  tikTok(): TikTokHit[];
  hostsContacted(): string[];
}

/**
 * How long a test waits for the trackers to contact their vendors. They start once the page is
 * loaded and the browser idle (at most 2 s later: afterFirstPaint), then fetch the tracking chunk
 * and each vendor's script in turn: on a 2-core machine that also runs the other engines' tests,
 * that has taken longer than `expect.poll`'s default 5 s.
 */
export const TRACKERS_START_WITHIN = { timeout: 30_000 };

/** A desktop Chrome's user agent, for `test.use({ userAgent })` beside `lookLikeAPerson`. */
export const ORDINARY_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * PostHog drops every event of a browser that looks automated (a headless user agent or brand,
 * `navigator.webdriver`): without this (and `ORDINARY_USER_AGENT`) it sends no batch at all, and
 * a search of its requests finds nothing for the wrong reason.
 */
export async function lookLikeAPerson(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
}

const isThirdParty = (url: string) => new URL(url).origin !== SANDBOX_ORIGIN;

/**
 * What a request carries, decoded the way PostHog encodes its batches (gzip, or base64 in a
 * `data` form field), so a search for clear text cannot miss it.
 */
export function bodyText(request: Request): string {
  const buffer = request.postDataBuffer();
  if (!buffer) return '';
  if (buffer[0] === 0x1f && buffer[1] === 0x8b) return gunzipSync(buffer).toString('utf8');
  const text = buffer.toString('utf8');
  if (new URL(request.url()).searchParams.get('compression') === 'base64') {
    const data = new URLSearchParams(text).get('data');
    if (data) return `${text}\n${Buffer.from(data, 'base64').toString('utf8')}`;
  }
  return text;
}

/** Records every request of the page and answers every third-party host with a stand-in. */
export async function stubThirdParties(page: Page): Promise<Traffic> {
  const all: Request[] = [];
  page.on('request', (request) => all.push(request));

  await page.route(
    (url) => url.origin !== SANDBOX_ORIGIN,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      if (url.hostname === 'www.googletagmanager.com')
        return route.fulfill({ contentType: 'text/javascript', body: GTM_STUB });
      if (url.hostname === 'connect.facebook.net')
        return route.fulfill({ contentType: 'text/javascript', body: META_STUB });
      if (url.hostname === 'analytics.tiktok.com' && url.pathname.endsWith('/events.js')) {
        return route.fulfill({ contentType: 'text/javascript', body: TIKTOK_STUB });
      }
      // Collection endpoints (Meta, TikTok, PostHog): accepted, nothing to say back.
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: CORS,
        body: '{}',
      });
    },
  );

  const thirdParty = () => all.filter((request) => isThirdParty(request.url()));
  return {
    all,
    thirdParty: () => thirdParty().map((request) => request.url()),
    hostsContacted: () =>
      [...new Set(thirdParty().map((request) => new URL(request.url()).hostname))].sort(),
    meta: () =>
      thirdParty()
        .map((request) => new URL(request.url()))
        .filter((url) => url.hostname === 'www.facebook.com' && url.pathname === '/tr/')
        .map((url) => {
          const userData: Record<string, string> = {};
          for (const [key, value] of url.searchParams) {
            const match = /^ud\[(\w+)\]$/.exec(key);
            if (match?.[1]) userData[match[1]] = value;
          }
          const get = (key: string) => url.searchParams.get(key) ?? '';
          return { ev: get('ev'), eid: get('eid'), dl: get('dl'), userData };
        }),
    tikTok: () =>
      thirdParty()
        .filter((request) => request.url() === 'https://analytics.tiktok.com/api/v2/pixel')
        .map((request) => JSON.parse(bodyText(request)) as TikTokHit),
  };
}
