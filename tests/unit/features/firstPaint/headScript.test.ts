import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import runHeadScript from '../../../../src/features/firstPaint/headScript';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_END_ID,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
} from '../../../../src/features/firstPaint';
import { recordDocumentListeners } from './documentListeners';
import { removePageData, writePageData } from './pageData';
import { storeConsentChoice } from './storedChoice';

const BASE = '/application-frontend';

describe('the head script', () => {
  const run = () => runHeadScript(window);
  const decision = () => document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE);
  /** The page's `<base href>`, where the server mounted the funnel (build/mountBase.ts). */
  const mountAt = (basePath: string) => {
    document.querySelector('base')?.remove();
    const base = document.createElement('base');
    base.href = `${basePath}/`;
    document.head.prepend(base);
  };

  let listeners: ReturnType<typeof recordDocumentListeners>;
  beforeEach(() => {
    listeners = recordDocumentListeners();
    mountAt(BASE);
    writePageData();
    window.history.replaceState(null, '', `${BASE}/?utm_source=test`);
  });
  afterEach(() => {
    listeners.removeAll();
    vi.restoreAllMocks();
    document.querySelector('base')?.remove();
    removePageData();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    document.documentElement.removeAttribute(FIRST_PAINT_SPINNER_ATTRIBUTE);
    document.title = '';
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the whole picture to a new applicant on the first screen’s address', () => {
    run();
    expect(decision()).toBe('page-and-banner');
  });

  it('shows the picture on the first screen of a funnel mounted elsewhere, and only there', () => {
    mountAt('/apply');
    window.history.replaceState(null, '', '/apply');
    run();
    expect(decision()).toBe('page-and-banner');
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

  it('holds the rendering of a page with the picture until the whole picture is parsed, named at this document’s own address', () => {
    window.history.replaceState(null, '', `${BASE}/?utm_source=test#top`);
    run();
    expect(renderHolds()).toEqual([
      {
        href: `${window.location.origin}${BASE}/?utm_source=test#${FIRST_PAINT_END_ID}`,
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
    storeConsentChoice();
    run();
    expect(decision()).toBe('page');
  });

  it('shows the banner where the stored choice is one the app’s banner would ask again', () => {
    localStorage.setItem('trackingConsent', '{}');
    run();
    expect(decision()).toBe('page-and-banner');
    // Older than 13 months: asked again.
    storeConsentChoice(new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    run();
    expect(decision()).toBe('page-and-banner');
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

  it('takes the build’s title away inside a partner’s frame, and keeps it on its own page', () => {
    document.title = 'AskRobin';
    run();
    expect(document.title).toBe('AskRobin');
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    run();
    expect(document.title).toBe('');
    expect(decision()).toBe('off');
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
    expect(decision()).toBe('page-and-banner');
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

  it('hides the picture where the page carries no texts for it: nothing could answer as the app would', () => {
    removePageData();
    run();
    expect(decision()).toBe('off');
    writePageData({ picture: 'not texts', app: {} });
    run();
    expect(decision()).toBe('off');
  });
});
