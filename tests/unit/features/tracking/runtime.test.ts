import type LogRocketSdk from 'logrocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_DENIED, ALL_GRANTED } from '../../../../src/features/consent/consentTypes';
import {
  reportRenderingError,
  setRecordingErrorSink,
} from '../../../../src/features/tracking/errorReporting';
import { stampEvent } from '../../../../src/features/tracking/eventId';
import { createTrackingRuntime, type FunnelEvent } from '../../../../src/features/tracking/runtime';
import { parseTrackingEnv } from '../../../../src/config/trackingEnv';
import { parseCookies } from '../../../../src/lib/cookies';
import { leadPseudonym } from '../../../../src/features/tracking/identity';
import { sha256Hex } from '../../../../src/lib/sha256';
import { setStorageErrorReporter } from '../../../../src/lib/storage';
import { EARLY_INPUT_GLOBAL, handOver } from '../../../../src/features/firstPaint';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { createMemoryStorage } from '../../helpers/memoryStorage';

// The third-party SDKs are the edge of the product: replaced by spies.
const sdk = vi.hoisted(() => ({
  posthog: {
    init: vi.fn(),
    register: vi.fn(),
    identify: vi.fn(),
    opt_in_capturing: vi.fn(),
    opt_out_capturing: vi.fn(),
  },
  logRocket: {
    init: vi.fn<(appId: string, options?: LogRocketOptions) => void>(),
    captureException: vi.fn(),
    captureMessage: vi.fn(),
  },
}));
vi.mock('posthog-js', () => ({ default: sdk.posthog }));
vi.mock('logrocket', () => ({ default: sdk.logRocket }));
const posthog = sdk.posthog;
const LogRocket = sdk.logRocket;

type LogRocketOptions = Parameters<typeof LogRocketSdk.init>[1];
type Globals = Window & {
  dataLayer?: unknown[];
  fbq?: { queue: unknown[][] };
  _fbq?: unknown;
  ttq?: unknown[];
};
const win = window as Globals;
const NOW = new Date('2025-06-01T10:00:00.000Z');
const SESSION_ID = '0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10';

const TRACKING = parseTrackingEnv({
  VITE_GTM_ID: 'GTM-TEST1',
  VITE_GTM_SCRIPT_URL: 'https://tags.example/gtm.js',
  VITE_GOOGLE_ADS_SEND_TO: 'AW-1/label',
  VITE_META_PIXEL_ID: '111',
  VITE_META_PIXEL_SCRIPT_URL: 'https://meta.example/fbevents.js',
  VITE_TIKTOK_PIXEL_ID: 'TT1',
  VITE_TIKTOK_PIXEL_SCRIPT_URL: 'https://tiktok.example/events.js',
  VITE_POSTHOG_KEY: 'phc_test',
  VITE_POSTHOG_HOST: 'https://ph.example',
  VITE_LOGROCKET_APP_ID: 'org/app',
});

function makeRuntime(
  options: {
    country?: string;
    recording?: { enabled: boolean; samplePercent: number };
    random?: () => number;
  } = {},
) {
  const local = createMemoryStorage('localStorage');
  const session = createMemoryStorage('sessionStorage');
  const runtime = createTrackingRuntime({
    config: { country: (options.country ?? 'es') as 'es', brand: 'askrobin' },
    env: {
      appEnv: 'development',
      sessionRecording: options.recording ?? { enabled: false, samplePercent: 100 },
    },
    tracking: TRACKING,
    win: window,
    local: local.store,
    session: session.store,
    now: () => NOW,
    random: options.random,
  });
  return { runtime, local: local.backend, session: session.backend };
}

function event(
  name: FunnelEvent['name'],
  identity: Partial<FunnelEvent['identity']> = {},
): FunnelEvent {
  return {
    name,
    stamp: stampEvent(NOW.getTime(), `random-${name}`),
    identity: { sessionId: SESSION_ID, phoneCountry: 'ES', ...identity },
    leadId: 'lead-1',
  };
}

const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
const calls = (queue: unknown[] | undefined) =>
  (queue ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const metaCalls = () => calls(win.fbq?.queue);

beforeEach(() => {
  vi.clearAllMocks();
  delete win.dataLayer;
  delete win.fbq;
  delete win._fbq;
  delete win.ttq;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  document.querySelectorAll('script').forEach((script) => script.remove());
  for (const name of Object.keys(parseCookies(document.cookie)))
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  setStorageErrorReporter(null);
  setRecordingErrorSink(null);
});

describe('before consent (EU build)', () => {
  it('loads nothing and writes no tracker state, before or after first paint', async () => {
    const { runtime, local } = makeRuntime();
    runtime.track(event('Lead'));
    expect(scripts()).toEqual([]);
    runtime.start();
    await runtime.idle();
    expect(scripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win.fbq).toBeUndefined();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(local.length).toBe(0);
  });

  it('after a refusal still loads nothing, and forgets the events that waited', async () => {
    const { runtime } = makeRuntime();
    runtime.start();
    runtime.track(event('Lead'));
    runtime.consent.decide(ALL_DENIED);
    await runtime.idle();
    expect(scripts()).toEqual([]);
    runtime.consent.decide(ALL_GRANTED);
    await runtime.idle();
    expect(metaCalls().filter(([command, name]) => command === 'track' && name === 'Lead')).toEqual(
      [],
    );
  });

  it('waits for first paint even where trackers run by default (opt-out)', async () => {
    const { runtime } = makeRuntime({ country: 'mx' });
    expect(runtime.consent.getSnapshot().granted).toEqual(ALL_GRANTED);
    await runtime.idle();
    expect(scripts()).toEqual([]);
    runtime.start();
    await runtime.idle();
    expect(scripts()).toContain('https://tags.example/gtm.js?id=GTM-TEST1');
  });
});

describe('after accepting everything', () => {
  it('sets Consent Mode before GTM, loads the pixels and sends the waiting Lead with hashed identity', async () => {
    const { runtime } = makeRuntime();
    runtime.start();
    runtime.track(event('Lead', { email: ' Ana@Example.com', phoneNumber: '612345678' }));
    runtime.consent.decide(ALL_GRANTED);
    await runtime.idle();

    const [consentDefault, consentUpdate] = calls(win.dataLayer);
    expect(consentDefault?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(consentUpdate).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(scripts()).toEqual([
      'https://tags.example/gtm.js?id=GTM-TEST1',
      'https://meta.example/fbevents.js',
      'https://tiktok.example/events.js?sdkid=TT1&lib=ttq',
    ]);

    const hashes = {
      external_id: await sha256Hex(SESSION_ID),
      email: await sha256Hex('ana@example.com'),
      phone_number: await sha256Hex('+34612345678'),
    };
    const eventId = await sha256Hex(`${NOW.getTime()}:random-Lead`);
    expect(metaCalls()).toContainEqual(['track', 'Lead', {}, { eventID: eventId }]);
    expect(metaCalls()).toContainEqual([
      'init',
      '111',
      { external_id: hashes.external_id, em: hashes.email, ph: await sha256Hex('34612345678') },
    ]);
    expect(win.ttq).toContainEqual(['identify', hashes]);
    expect(win.ttq).toContainEqual(['track', 'Lead', {}, { event_id: eventId }]);
    expect(JSON.stringify([win.dataLayer, metaCalls(), win.ttq])).not.toMatch(
      /ana@example|612345678/i,
    );
  });

  it('sends CompleteRegistration to both pixels with the conversion event, and Rejected to TikTok only', async () => {
    const { runtime } = makeRuntime();
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    runtime.track(event('CompleteRegistration'));
    runtime.track(event('Rejected'));
    await runtime.idle();
    expect(
      metaCalls()
        .filter(([command]) => command === 'track')
        .map(([, name]) => name),
    ).toEqual(['PageView', 'CompleteRegistration']);
    expect(
      win.ttq
        ?.filter((entry) => Array.isArray(entry) && entry[0] === 'track')
        .map((entry) => (entry as unknown[])[1]),
    ).toEqual(['CompleteRegistration', 'Rejected']);
    // Google counts the lead once by its pseudonym; the lead id itself never reaches it.
    expect(calls(win.dataLayer)).toContainEqual([
      'event',
      'conversion',
      { send_to: 'AW-1/label', transaction_id: await leadPseudonym('lead-1') },
    ]);
    expect(JSON.stringify(calls(win.dataLayer))).not.toContain('lead-1');
  });

  it('starts product analytics with empty autocapture allowlists, no page-leave capture, campaign and identity', async () => {
    window.history.replaceState(
      null,
      '',
      '/?utm_source=google&utm_campaign=spring&gclid=G1&ttclid=T1&email=ana%40example.com',
    );
    document.cookie = '_fbc=fb.1.1700000000000.FBCLICK; Path=/';
    const { runtime } = makeRuntime();
    runtime.enter(window.location.search);
    runtime.identify('lead-7');
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    const pseudonym = await leadPseudonym('lead-7');
    await vi.waitFor(() => expect(posthog.identify).toHaveBeenCalledWith(pseudonym), ASYNC_WAIT);
    expect(JSON.stringify(posthog.identify.mock.calls)).not.toContain('lead-7');
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'https://ph.example',
        autocapture: {
          url_allowlist: [],
          dom_event_allowlist: [],
          element_allowlist: [],
          css_selector_allowlist: [],
        },
        capture_pageleave: false,
      }),
    );
    expect(posthog.register).toHaveBeenCalledWith({
      utm_source: 'google',
      utm_campaign: 'spring',
      gclid: 'G1',
      ttclid: 'T1',
      fbclid: 'FBCLICK',
      brand: 'es/askrobin',
      first_input: 'app',
    });
  });

  it('field data: PostHog’s own web vitals, tagged with the brand and with the picture as first input when the applicant acted there', async () => {
    handOver(window, 'amount', 900);
    try {
      const { runtime } = makeRuntime();
      runtime.consent.decide(ALL_GRANTED);
      runtime.start();
      await vi.waitFor(() => expect(posthog.register).toHaveBeenCalled(), ASYNC_WAIT);
      expect(posthog.init).toHaveBeenCalledWith(
        'phc_test',
        expect.objectContaining({
          capture_performance: expect.objectContaining({
            web_vitals: true,
            web_vitals_allowed_metrics: ['LCP', 'INP', 'CLS', 'FCP'],
          }) as unknown,
        }),
      );
      expect(posthog.register).toHaveBeenCalledWith(
        expect.objectContaining({ brand: 'es/askrobin', first_input: 'picture' }),
      );
      // PostHog finds its web-vitals callbacks on the page: it loads no script of its own.
      expect(
        Reflect.get(
          Reflect.get(window, '__PosthogExtensions__') ?? {},
          'postHogWebVitalsCallbacks',
        ),
      ).toMatchObject({ onLCP: expect.any(Function) as unknown });
    } finally {
      Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
    }
  });
});

describe('choosing per purpose', () => {
  it('analytics only: GTM with ad storage denied, analytics on, no ad pixel and no ad event', async () => {
    const { runtime } = makeRuntime();
    runtime.start();
    runtime.consent.decide({ analytics: true, marketing: false });
    runtime.track(event('Lead'));
    await runtime.idle();
    expect(calls(win.dataLayer)[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    expect(scripts()).toEqual(['https://tags.example/gtm.js?id=GTM-TEST1']);
    expect(win.fbq).toBeUndefined();
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
  });

  it('marketing only: pixels but no product analytics', async () => {
    const { runtime } = makeRuntime();
    runtime.start();
    runtime.consent.decide({ analytics: false, marketing: true });
    await runtime.idle();
    expect(scripts()).toContain('https://meta.example/fbevents.js');
    expect(posthog.init).not.toHaveBeenCalled();
  });

  it('remembers the entry’s Meta click in _fbc once marketing is allowed', async () => {
    window.history.replaceState(null, '', '/?fbclid=CLICK1');
    const { runtime } = makeRuntime();
    expect(runtime.enter(window.location.search).metaPixel).toEqual({
      fbc: `fb.1.${NOW.getTime()}.CLICK1`,
    });
    runtime.start();
    await runtime.idle();
    expect(parseCookies(document.cookie)._fbc).toBeUndefined();
    runtime.consent.decide({ analytics: false, marketing: true });
    await runtime.idle();
    expect(parseCookies(document.cookie)._fbc).toBe(`fb.1.${NOW.getTime()}.CLICK1`);
  });
});

describe('withdrawing consent from the footer', () => {
  it('revokes the pixels, denies Consent Mode, stops analytics and removes tracker cookies', async () => {
    const { runtime } = makeRuntime();
    runtime.start();
    runtime.consent.decide(ALL_GRANTED);
    await runtime.idle();
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
    document.cookie = '_fbp=fb.1.1.2; Path=/';
    document.cookie = '_ttp=abc; Path=/';
    document.cookie = 'ph_phc_test_posthog=x; Path=/';
    document.cookie = 'first_party=keep; Path=/';

    runtime.consent.reopen();
    runtime.consent.decide(ALL_DENIED);
    await runtime.idle();
    expect(metaCalls().at(-1)).toEqual(['consent', 'revoke']);
    expect(win.ttq?.at(-1)).toEqual(['revokeConsent']);
    expect(calls(win.dataLayer).at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    await vi.waitFor(() => expect(posthog.opt_out_capturing).toHaveBeenCalled(), ASYNC_WAIT);
    expect(parseCookies(document.cookie)).toEqual({ first_party: 'keep' });

    runtime.track(event('Lead'));
    await runtime.idle();
    expect(metaCalls().filter(([command, name]) => command === 'track' && name === 'Lead')).toEqual(
      [],
    );
  });
});

describe('session recording', () => {
  const on = { enabled: true, samplePercent: 100 };

  it('starts only when enabled and consented to, with inputs and text masked and no bodies', async () => {
    const { runtime } = makeRuntime({ recording: on });
    runtime.start();
    await runtime.idle();
    expect(LogRocket.init).not.toHaveBeenCalled();
    runtime.consent.decide({ analytics: true, marketing: false });
    await runtime.idle();
    await vi.waitFor(() => expect(LogRocket.init).toHaveBeenCalledTimes(1), ASYNC_WAIT);
    const [appId, options] = LogRocket.init.mock.calls[0] ?? [];
    expect(appId).toBe('org/app');
    expect(options?.dom).toMatchObject({ inputSanitizer: true, textSanitizer: true });
    const request = options?.network?.requestSanitizer?.({
      reqId: '1',
      url: '/v3/lead?email=ana%40example.com',
      method: 'POST',
      headers: {},
      body: '{"contactDetails":{"email":"ana@example.com"}}',
    });
    expect(request).toMatchObject({ url: '/v3/lead', body: null });
    const response = options?.network?.responseSanitizer?.({
      reqId: '1',
      method: 'POST',
      headers: {},
      body: '{"id":"x"}',
      url: '/v3/lead',
    });
    expect(response).toMatchObject({ body: null });
    expect(options?.shouldSendData?.()).toBe(true);
    runtime.consent.decide(ALL_DENIED);
    expect(options?.shouldSendData?.()).toBe(false);
  });

  it('stays off when disabled by configuration', async () => {
    const { runtime } = makeRuntime({ recording: { enabled: false, samplePercent: 100 } });
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
    expect(LogRocket.init).not.toHaveBeenCalled();
  });

  it('is blocked for a retargeting visit, and the block flag is stored', async () => {
    window.history.replaceState(null, '', '/?utm_source=retargeting');
    const { runtime, session } = makeRuntime({ recording: on });
    runtime.enter(window.location.search);
    expect(session.getItem('logRocketBlocked')).toBe('true');
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
    expect(LogRocket.init).not.toHaveBeenCalled();
  });

  it('records only the sampled share, deciding once per session', async () => {
    const { runtime, session } = makeRuntime({
      recording: { enabled: true, samplePercent: 30 },
      random: () => 0.5,
    });
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    expect(session.getItem('logRocket')).toBe('{"sampled":false}');
    expect(LogRocket.init).not.toHaveBeenCalled();
  });

  it('receives rendering errors and storage failures, with details of at most 1024 characters', async () => {
    const { runtime } = makeRuntime({ recording: on });
    runtime.consent.decide({ analytics: true, marketing: false });
    runtime.start();
    await runtime.idle();
    await vi.waitFor(() => expect(LogRocket.init).toHaveBeenCalled(), ASYNC_WAIT);
    await Promise.resolve();

    const failure = new Error('render failed');
    reportRenderingError(failure, '\n    at Screen');
    await vi.waitFor(
      () =>
        expect(LogRocket.captureException).toHaveBeenCalledWith(failure, {
          extra: { details: '\n    at Screen' },
        }),
      ASYNC_WAIT,
    );
    reportRenderingError(failure, 'x'.repeat(1025));
    expect(LogRocket.captureException).toHaveBeenLastCalledWith(failure, {
      extra: { details: '' },
    });

    const storage = createMemoryStorage('localStorage');
    expect(storage.store.isAvailable).toBe(true);
    storage.backend.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    storage.store.setItem('draft', 1);
    expect(LogRocket.captureMessage).toHaveBeenCalledWith(
      'Error setting key "draft" in localStorage:',
      {
        extra: { details: expect.stringContaining('QuotaExceededError') },
      },
    );
  });
});

describe('entry', () => {
  it('reads the entry query it is given, not the address bar, and reports the previous redirect', () => {
    // By the time tracking loads the router may have moved on from the entry URL.
    window.history.replaceState(null, '', '/personal-details');
    const { runtime, local } = makeRuntime();
    local.setItem('redirected', 'true');
    // The UTM set is the entry's own (lead/entryContribution.ts), on the lead before any save.
    expect(runtime.enter('?ttclid=T9&utm_source=mail')).toEqual({
      tikTokPixel: { ttclid: 'T9' },
      posthogParameters: { leadPreviouslyRedirected: true },
    });
  });
});

describe('the lead id and the address bar', () => {
  it('identifies a lead found after analytics started by its pseudonym, never by its id', async () => {
    const { runtime } = makeRuntime();
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
    runtime.identify('lead-8');
    const pseudonym = await leadPseudonym('lead-8');
    await vi.waitFor(() => expect(posthog.identify).toHaveBeenCalledWith(pseudonym), ASYNC_WAIT);
    expect(pseudonym).toMatch(/^[0-9a-f]{64}$/);
    expect(pseudonym).not.toBe(await sha256Hex('lead-8'));
  });

  it('loads nothing and sends no event while the address holds a secret, then both go ahead', async () => {
    window.history.replaceState(null, '', '/continue/0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10');
    const { runtime } = makeRuntime();
    runtime.consent.decide(ALL_GRANTED);
    runtime.setPrivateAddress(true);
    runtime.start();
    runtime.track(event('Lead'));
    await runtime.idle();
    expect(scripts()).toEqual([]);
    expect(win.fbq).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
    expect(posthog.init).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/accepted');
    runtime.setPrivateAddress(false);
    await runtime.idle();
    expect(scripts()).toContain('https://meta.example/fbevents.js');
    expect(
      metaCalls()
        .filter(([command]) => command === 'track')
        .map(([, name]) => name),
    ).toEqual(['PageView', 'Lead']);
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
  });

  it('keeps events back while a later address holds a secret, and sends them once it is gone', async () => {
    const { runtime } = makeRuntime();
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    runtime.setPrivateAddress(true);
    runtime.track(event('CompleteRegistration'));
    await runtime.idle();
    const sent = () =>
      metaCalls()
        .filter(([command, name]) => command === 'track' && name !== 'PageView')
        .map(([, name]) => name);
    expect(sent()).toEqual([]);
    runtime.setPrivateAddress(false);
    await runtime.idle();
    expect(sent()).toEqual(['CompleteRegistration']);
  });

  it('hands PostHog no continue link id and no e-mail, at any depth of an event', async () => {
    const { runtime } = makeRuntime();
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalled(), ASYNC_WAIT);
    const [, config] = posthog.init.mock.calls[0] as [
      string,
      { before_send: (e: unknown) => unknown },
    ];
    const id = '0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10';
    const timestamp = new Date(NOW);
    const sent = config.before_send({
      event: '$pageview',
      timestamp,
      properties: {
        $current_url: `https://funnel.example/application-frontend/continue/${id}`,
        $pathname: `/application-frontend/continue/${id}`,
        $session_entry_url: `https://funnel.example/application-frontend/continue/${id}?s_id=1`,
        $referrer:
          'https://funnel.example/application-frontend/unsubscribe?email=ana%40example.com',
      },
      $set_once: {
        $initial_referrer: 'https://funnel.example/unsubscribe?email=ana%40example.com',
        $initial_pathname: `/continue/${id}`,
      },
    });
    expect(JSON.stringify(sent)).not.toMatch(new RegExp(`${id}|ana(@|%40)example`));
    expect(sent).toMatchObject({
      timestamp,
      properties: {
        $pathname: '/application-frontend/continue/redacted',
        $session_entry_url: 'https://funnel.example/application-frontend/continue/redacted?s_id=1',
      },
      $set_once: { $initial_pathname: '/continue/redacted' },
    });
  });

  it('asks the Meta pixel not to count history changes as page views', async () => {
    const { runtime } = makeRuntime();
    runtime.consent.decide(ALL_GRANTED);
    runtime.start();
    await runtime.idle();
    expect((win.fbq as { disablePushState?: boolean } | undefined)?.disablePushState).toBe(true);
  });
});
