import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MODE_DEFAULTS,
  initGoogleTagManager,
  pushToDataLayer,
  sendConversion,
} from '../../../../src/features/tracking/gtm';
import {
  installMetaPixel,
  revokeMetaConsent,
  trackMetaEvent,
} from '../../../../src/features/tracking/metaPixel';
import {
  installTikTokPixel,
  trackTikTokEvent,
} from '../../../../src/features/tracking/tikTokPixel';

type Globals = Window & {
  dataLayer?: unknown[];
  fbq?: { queue: unknown[][] };
  ttq?: unknown[] & { _i?: object };
};
const win = window as Globals;

/** jsdom fetches no scripts: load or fail the one just injected, as the network would. */
function settleScript(src: RegExp, outcome: 'load' | 'error') {
  const script = [...document.querySelectorAll('script')].find((element) => src.test(element.src));
  expect(script, `a script matching ${String(src)}`).toBeDefined();
  script?.dispatchEvent(new Event(outcome));
  return script;
}

const asArray = (entry: unknown) => Array.from(entry as ArrayLike<unknown>);

beforeEach(() => {
  delete win.dataLayer;
  delete win.fbq;
  delete (win as { _fbq?: unknown })._fbq;
  delete win.ttq;
});
afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Google Tag Manager', () => {
  const settings = { id: 'GTM-ABC123', scriptUrl: 'https://tags.example/gtm.js' };

  it('sets Consent Mode defaults, then the choice, then loads gtm.js with the container id', async () => {
    const loaded = initGoogleTagManager(window, document, settings, {
      analytics: true,
      marketing: false,
    });
    const script = settleScript(/^https:\/\/tags\.example\/gtm\.js\?id=GTM-ABC123$/, 'load');
    await expect(loaded).resolves.toBe(true);
    expect(script?.async).toBe(true);
    const [defaults, update, start] = win.dataLayer ?? [];
    expect(asArray(defaults)).toEqual(['consent', 'default', CONSENT_MODE_DEFAULTS]);
    expect(asArray(update)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    // gtag commands must be Arguments objects, as Google's snippet pushes them.
    expect(Object.prototype.toString.call(defaults)).toBe('[object Arguments]');
    expect(start).toMatchObject({ event: 'gtm.js' });
  });

  it.each(['', 'UA-123', 'gtm-abc', 'GTM-'])(
    'warns and loads nothing for the id %j',
    async (id) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(
        initGoogleTagManager(
          window,
          document,
          { ...settings, id },
          { analytics: true, marketing: true },
        ),
      ).resolves.toBe(false);
      expect(warn).toHaveBeenCalledWith('Invalid or missing Google Tag Manager ID');
      expect(document.querySelector('script')).toBeNull();
    },
  );

  it('reports a container that fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = initGoogleTagManager(window, document, settings, {
      analytics: true,
      marketing: true,
    });
    settleScript(/gtm\.js/, 'error');
    await expect(loaded).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      'Failed to initialize Google Tag Manager',
      expect.any(Error),
    );
  });

  it('warns when the dataLayer is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pushToDataLayer(window, { event: 'x' })).toBe(false);
    expect(warn).toHaveBeenCalledWith('dataLayer is not available on window');
  });
});

describe('the conversion event', () => {
  it('needs send_to', () => {
    win.dataLayer = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(sendConversion(window, { value: 1 })).toBe(false);
    expect(warn).toHaveBeenCalledWith('Missing send_to parameter for conversion event');
    expect(win.dataLayer).toEqual([]);
  });

  it('is a gtag event named conversion, the callback passed as event_callback', () => {
    win.dataLayer = [];
    const callback = vi.fn();
    expect(
      sendConversion(window, { send_to: 'AW-1/abc', transaction_id: 'lead-1', callback }),
    ).toBe(true);
    expect(asArray(win.dataLayer[0])).toEqual([
      'event',
      'conversion',
      { send_to: 'AW-1/abc', transaction_id: 'lead-1', event_callback: callback },
    ]);
  });

  it('works without a callback', () => {
    win.dataLayer = [];
    sendConversion(window, { send_to: 'AW-1/abc' });
    expect(asArray(win.dataLayer[0])).toEqual(['event', 'conversion', { send_to: 'AW-1/abc' }]);
  });
});

describe('Meta pixel', () => {
  const settings = { id: '1234567890', scriptUrl: 'https://pixel.example/fbevents.js' };

  it('grants consent before init, counts the page view and loads fbevents.js', () => {
    void installMetaPixel(window, document, settings, { external_id: 'h1' });
    expect(win.fbq?.queue.map((call) => Array.from(call))).toEqual([
      ['consent', 'grant'],
      ['init', '1234567890', { external_id: 'h1' }],
      ['track', 'PageView'],
    ]);
    expect(document.querySelector('script')?.src).toBe('https://pixel.example/fbevents.js');
  });

  it('sends an event with its event id after handing over the current identity', () => {
    void installMetaPixel(window, document, settings);
    trackMetaEvent(window, '1234567890', 'Lead', 'evt-1', { external_id: 'h1', em: 'h2' });
    revokeMetaConsent(window);
    expect(win.fbq?.queue.slice(-3).map((call) => Array.from(call))).toEqual([
      ['init', '1234567890', { external_id: 'h1', em: 'h2' }],
      ['track', 'Lead', {}, { eventID: 'evt-1' }],
      ['consent', 'revoke'],
    ]);
  });

  it('sends nothing before the pixel is installed', () => {
    expect(trackMetaEvent(window, '1', 'Lead', 'e', { external_id: 'h' })).toBe(false);
  });
});

describe('TikTok pixel', () => {
  const settings = { id: 'PIXEL01', scriptUrl: 'https://tiktok.example/events.js' };

  it('holds consent, loads events.js for the pixel, then grants consent', () => {
    void installTikTokPixel(window, document, settings);
    expect(win.ttq?.slice(0, 3)).toEqual([['holdConsent'], ['grantConsent'], ['page']]);
    expect(document.querySelector('script')?.src).toBe(
      'https://tiktok.example/events.js?sdkid=PIXEL01&lib=ttq',
    );
    expect(win.ttq?._i).toHaveProperty('PIXEL01');
  });

  it('identifies with hashes and tracks with the event id', () => {
    void installTikTokPixel(window, document, settings);
    expect(trackTikTokEvent(window, 'Rejected', { external_id: 'h1', email: 'h2' }, 'evt-9')).toBe(
      true,
    );
    expect(win.ttq?.slice(-2)).toEqual([
      ['identify', { external_id: 'h1', email: 'h2' }],
      ['track', 'Rejected', {}, { event_id: 'evt-9' }],
    ]);
  });

  it('requires an event name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    void installTikTokPixel(window, document, settings);
    expect(trackTikTokEvent(window, '', { external_id: 'h' }, 'e')).toBe(false);
    expect(warn).toHaveBeenCalledWith('TikTok Pixel event name is required');
  });

  it('reports an event it could not send', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(trackTikTokEvent(window, 'Lead', { external_id: 'h' }, 'e')).toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to send TikTok Pixel event', expect.any(Error));
  });
});
