import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT_ID } from '../../../build/appLoader';
import { headScript } from '../../../build/headScript';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
} from '../../../src/features/layout/prerenderedPage';

const BASE = '/application-frontend';

describe('headScript', () => {
  // The build writes this source into index.html: the test runs exactly that text.
  const run = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(headScript())();
  };
  const decision = () => document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE);
  /** The page's `<base href>`, where the server mounted the funnel (build/mountBase.ts). */
  const mountAt = (basePath: string) => {
    document.querySelector('base')?.remove();
    const base = document.createElement('base');
    base.href = `${basePath}/`;
    document.head.prepend(base);
  };

  beforeEach(() => {
    mountAt(BASE);
    window.history.replaceState(null, '', `${BASE}/?utm_source=test`);
  });
  afterEach(() => {
    document.querySelector('base')?.remove();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    document.documentElement.removeAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE);
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the whole picture to a new applicant on the first screen’s address', () => {
    run();
    expect(decision()).toBeNull();
  });

  it('shows the picture on the first screen of a funnel mounted elsewhere, and only there', () => {
    mountAt('/apply');
    window.history.replaceState(null, '', '/apply');
    run();
    expect(decision()).toBeNull();
    window.history.replaceState(null, '', `${BASE}/`);
    run();
    expect(decision()).toBe('off');
  });

  /** The `<link rel="expect">` that holds the page's rendering, as its attributes. */
  const renderHolds = () =>
    [...document.head.querySelectorAll('link[rel="expect"]')].map((link) => ({
      href: link.getAttribute('href'),
      blocking: link.getAttribute('blocking'),
    }));

  it('holds the rendering of a page with the picture until the parser is past the early-input script, named at this document’s own address', () => {
    window.history.replaceState(null, '', `${BASE}/?utm_source=test#top`);
    run();
    expect(renderHolds()).toEqual([
      {
        href: `${window.location.origin}${BASE}/?utm_source=test#${APP_LOADER_SCRIPT_ID}`,
        blocking: 'render',
      },
    ]);
  });

  it('holds nothing where the picture is hidden: the spinner needs no script', () => {
    window.history.replaceState(null, '', `${BASE}/contact-details`);
    run();
    expect(renderHolds()).toEqual([]);
  });

  it('hides only the banner when a consent choice is stored', () => {
    localStorage.setItem('trackingConsent', '{}');
    run();
    expect(decision()).toBe('no-banner');
  });

  it('hides the picture at another address, where the app shows another screen', () => {
    window.history.replaceState(null, '', `${BASE}/contact-details`);
    run();
    expect(decision()).toBe('off');
  });

  it.each(['amount=500', 'period=75', 'uiColors=%7B%7D'])(
    'hides the picture when the address sets what the first screen shows (%s)',
    (query) => {
      window.history.replaceState(null, '', `${BASE}/?utm_source=test&${query}`);
      run();
      expect(decision()).toBe('off');
    },
  );

  it('makes the spinner neutral on the continue path, and only there', () => {
    run();
    expect(document.documentElement.getAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE)).toBeNull();
    window.history.replaceState(null, '', `${BASE}/continue/abc`);
    run();
    expect(decision()).toBe('off');
    expect(document.documentElement.getAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE)).toBe('neutral');
  });

  it('hides the picture when an earlier loan choice will be offered again', () => {
    localStorage.setItem('storedLoanApplication', '{}');
    run();
    expect(decision()).toBe('off');
  });

  it('hides the picture when this tab already has an application', () => {
    sessionStorage.setItem('state', '{}');
    run();
    expect(decision()).toBe('off');
  });

  it('hides the picture when the applicant answered something in this tab: it shows the defaults', () => {
    const answers = [
      { amount: '900' },
      { period: '62' },
      { 'contactDetails.email': 'ana@example.com' },
      { 'contactDetails.marketingConsents': false },
    ];
    for (const draft of answers) {
      sessionStorage.setItem('leadApplication', JSON.stringify({ application: {}, draft }));
      run();
      expect(decision()).toBe('off');
      document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    }
  });

  it('shows the picture when this tab’s lead holds no answer yet', () => {
    sessionStorage.setItem(
      'leadApplication',
      JSON.stringify({ application: { sessionId: 'fake-session' }, draft: {} }),
    );
    run();
    expect(decision()).toBeNull();
  });

  it('hides the picture when storage cannot be read', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      run();
    } finally {
      if (original) Object.defineProperty(window, 'sessionStorage', original);
    }
    expect(decision()).toBe('off');
  });
});
