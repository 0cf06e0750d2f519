import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectFirstPaint } from '../../../../build/firstScreenHtml';
import {
  ConsentBanner,
  createConsentStore,
  readStoredConsent,
} from '../../../../src/features/consent';
import { EARLY_INPUT_GLOBAL, FIRST_PAINT_ATTRIBUTE } from '../../../../src/features/firstPaint';
import runHeadScript from '../../../../src/features/firstPaint/headScript';
import { RANGE_SUMMARY_ATTRIBUTE, RangeField } from '../../../../src/features/form';
import { restoreLeadState } from '../../../../src/features/lead';
import { formatMoney } from '../../../../src/lib/format';
import { createSafeStorage } from '../../../../src/lib/storage';
import { createMemoryStorage } from '../../helpers/memoryStorage';
import { createTestI18n } from '../../testUtils';
import { recordDocumentListeners } from './documentListeners';
import { PAGE_DATA, removePageData, writePageData } from './pageData';
import { storeConsentChoice } from './storedChoice';

const money = (value: number) => formatMoney(value, 'es-ES', 'EUR');
const period = (value: number) => PAGE_DATA.picture.periodTexts[value] ?? String(value);
const noChange = () => undefined;

/** HTML as React renders it on the server, with the test texts: as the build's renderer does. */
const markupOf = (element: ReactElement) =>
  renderToStaticMarkup(<I18nextProvider i18n={createTestI18n()}>{element}</I18nextProvider>);

/**
 * The first screen's picture as the build renders it, from the components themselves: two range
 * fields (RangeField.tsx) with a summary that repeats their values, a v3 step's fields as the
 * form kit renders them (a required e-mail and box, an optional box), the primary button; and
 * the consent banner (ConsentBanner.tsx) as a new applicant sees it.
 */

function pictureMarkup() {
  const { store: noStorage } = createMemoryStorage('localStorage');
  return {
    page: markupOf(
      <>
        <header>
          <a href="/">Logo</a>
        </header>
        <form>
          <RangeField
            name="amount"
            value={1000}
            limits={{ min: 100, max: 1000, step: 100 }}
            format={money}
            onChange={noChange}
          />
          <RangeField
            name="period"
            value={61}
            limits={{ min: 61, max: 63, step: 1 }}
            format={period}
            onChange={noChange}
          />
          <p {...{ [RANGE_SUMMARY_ATTRIBUTE]: '' }}>{`${money(1000)} durante 61 días`}</p>
          <input name="contactDetails.email" type="email" aria-required="true" />
          <input name="contactDetails.marketingConsents" type="checkbox" />
          <button type="submit">Solicitar ahora</button>
        </form>
      </>,
    ),
    consentBanner: markupOf(
      <ConsentBanner store={createConsentStore({ storage: noStorage, model: 'opt-in' })} inPlace />,
    ),
  };
}

/** The body the build writes, with the head script run over it as the browser would. */
function paintAndRun() {
  writePageData();
  document.body.innerHTML = injectFirstPaint('<div id="root"></div>', {
    ...pictureMarkup(),
    spinner: '',
  });
  runHeadScript(window);
  const picture = document.querySelector<HTMLElement>('#root > .first-paint');
  if (!picture) throw new Error('No picture');
  const field = (name: string) => {
    const element = picture.querySelector(`[data-range-field="${name}"]`);
    const step = (direction: number) =>
      element?.querySelector<HTMLButtonElement>(`[data-range-step="${String(direction)}"]`);
    return {
      input: element?.querySelector<HTMLInputElement>('input[type="range"]'),
      output: element?.querySelector('output'),
      decrease: step(-1),
      increase: step(1),
    };
  };
  const button = (text: string) =>
    [...document.querySelectorAll('button')].find((element) => element.textContent === text);
  return {
    picture,
    field,
    button,
    handoff: () => Reflect.get(window, EARLY_INPUT_GLOBAL) as unknown,
  };
}

const stores = () => ({
  local: createSafeStorage('localStorage', () => window.localStorage),
  session: createSafeStorage('sessionStorage', () => window.sessionStorage),
});

let listeners: ReturnType<typeof recordDocumentListeners>;
beforeEach(() => {
  listeners = recordDocumentListeners();
});

/** The modules the page has asked for without running them. */
const modulePreloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  listeners.removeAll();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  removePageData();
  Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
  for (const attribute of [FIRST_PAINT_ATTRIBUTE, 'data-docked', 'style'])
    document.documentElement.removeAttribute(attribute);
  for (const link of document.head.querySelectorAll('link')) link.remove();
  document.body.replaceChildren();
});

describe('the picture before the app', () => {
  it('answers with every control it shows; what no behaviour answers is inert', () => {
    const { picture } = paintAndRun();
    expect(picture.hasAttribute('inert')).toBe(false);
    expect(picture.hasAttribute('aria-hidden')).toBe(false);
    expect(picture.querySelector('a')?.hasAttribute('inert')).toBe(true);
    // "Choose which" needs the app: inert, and not shown (styles/base.css).
    const choose = [...document.querySelectorAll('.first-paint--consent button')].find(
      (button) => !button.hasAttribute('data-consent-choice'),
    );
    expect(choose?.hasAttribute('inert')).toBe(true);
    for (const live of picture.querySelectorAll('input, button'))
      expect(live.closest('[inert]')).toBeNull();
    for (const live of document.querySelectorAll('[data-consent-choice]'))
      expect(live.closest('[inert]')).toBeNull();
  });

  it('moves a value with ± as the app would show it, and records it', () => {
    const { picture, field, handoff } = paintAndRun();
    const amount = field('amount');
    amount.decrease?.click();
    expect(amount.output?.textContent).toBe(money(900));
    expect(amount.input?.getAttribute('aria-valuetext')).toBe(money(900));
    expect([amount.decrease?.disabled, amount.increase?.disabled]).toEqual([false, false]);
    expect(picture.querySelector(`[${RANGE_SUMMARY_ATTRIBUTE}]`)?.textContent).toBe(
      `${money(900)} durante 61 días`,
    );
    expect(handoff()).toEqual({ amount: 900 });
  });

  it('shows after a tap what the app’s range field renders for the value it reached', () => {
    const { field } = paintAndRun();
    const amount = field('amount');
    amount.decrease?.click();
    const app = document.createElement('div');
    app.innerHTML = markupOf(
      <RangeField
        name="amount"
        value={900}
        limits={{ min: 100, max: 1000, step: 100 }}
        format={money}
        onChange={noChange}
      />,
    );
    const appField = app.querySelector('[data-range-field="amount"]');
    const appInput = appField?.querySelector('input');
    expect(amount.output?.textContent).toBe(appField?.querySelector('output')?.textContent);
    expect(amount.input?.value).toBe(appInput?.getAttribute('value'));
    expect(amount.input?.getAttribute('aria-valuetext')).toBe(
      appInput?.getAttribute('aria-valuetext'),
    );
    expect([amount.decrease?.disabled, amount.increase?.disabled]).toEqual(
      [...(appField?.querySelectorAll('button') ?? [])].map((button) =>
        button.hasAttribute('disabled'),
      ),
    );
  });

  it('stores a moved value at once as the app stores a typed one, so a reload keeps it', () => {
    const { field } = paintAndRun();
    field('amount').decrease?.click();
    const periodInput = field('period').input;
    if (periodInput) {
      periodInput.value = '62';
      periodInput.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(restoreLeadState(stores()).draft).toEqual({ amount: '900', period: '62' });
  });

  it('stores what is typed or ticked in a v3 step’s fields at once, as the app stores it', () => {
    const { picture } = paintAndRun();
    const email = picture.querySelector<HTMLInputElement>('input[type="email"]');
    const consent = picture.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!email || !consent) throw new Error('No fields');
    email.value = 'ana@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    consent.click();
    expect(restoreLeadState(stores()).draft).toEqual({
      'contactDetails.email': 'ana@example.com',
      'contactDetails.marketingConsents': true,
    });
    consent.click();
    expect(restoreLeadState(stores()).draft['contactDetails.marketingConsents']).toBe(false);
  });

  it('keeps what the tab’s lead already holds beside the value it stores', () => {
    sessionStorage.setItem(
      'leadApplication',
      JSON.stringify({ application: { sessionId: 'fake-session' }, draft: {} }),
    );
    // A lead with no answer yet: the picture shows.
    paintAndRun().field('amount').decrease?.click();
    expect(JSON.parse(sessionStorage.getItem('leadApplication') ?? 'null')).toEqual({
      application: { sessionId: 'fake-session' },
      draft: { amount: '900' },
    });
  });

  it('stores a value over a lead it cannot read, which the app would drop too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem('leadApplication', '{not json');
    paintAndRun().field('amount').decrease?.click();
    expect(JSON.parse(sessionStorage.getItem('leadApplication') ?? 'null')).toEqual({
      draft: { amount: '900' },
    });
  });

  it('keeps a slider within its limits and shows the period’s own text', () => {
    const { field, handoff } = paintAndRun();
    const { input, output, increase } = field('period');
    increase?.click();
    increase?.click();
    increase?.click();
    expect(increase?.disabled).toBe(true);
    expect(input?.value).toBe('63');
    if (input) {
      input.value = '62';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(output?.textContent).toBe('62 días');
    expect(handoff()).toEqual({ period: 62 });
  });

  it('records one continue, however often the button is pressed, and shows it pending', () => {
    const { picture, button, handoff } = paintAndRun();
    const email = picture.querySelector<HTMLInputElement>('input[type="email"]');
    if (email) email.value = 'ana@example.com';
    const submit = button('Solicitar ahora');
    submit?.click();
    submit?.click();
    expect(handoff()).toMatchObject({ continuePending: true });
    expect(submit?.getAttribute('aria-busy')).toBe('true');
    expect(submit?.textContent).toBe('Guardando…');
    expect(picture.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('asks once, at the continue, for what the next screen needs, as the app will import it', () => {
    const { button } = paintAndRun();
    expect(modulePreloads()).toEqual([]);
    button('Solicitar ahora')?.click();
    button('Solicitar ahora')?.click();
    expect(modulePreloads()).toEqual(
      PAGE_DATA.app.continuePreloads.map((href) => ({ href, crossOrigin: '' })),
    );
  });

  it('asks for nothing at the continue where the page names nothing for the next screen', () => {
    const { button, handoff } = paintAndRun();
    // An older page, or a hand-edited one: no list, or not a list of addresses.
    writePageData({ ...PAGE_DATA, app: { entry: PAGE_DATA.app.entry, continuePreloads: 'x' } });
    button('Solicitar ahora')?.click();
    expect(handoff()).toMatchObject({ continuePending: true });
    expect(modulePreloads()).toEqual([]);
  });

  it('says nothing of saving where a required field is empty: the app will show its errors', () => {
    const { picture, button, handoff } = paintAndRun();
    const submit = button('Solicitar ahora');
    submit?.click();
    // The continue is kept for the app, which checks the form and shows what is missing.
    expect(handoff()).toMatchObject({ continuePending: true });
    expect(submit?.getAttribute('aria-busy')).toBe('true');
    expect(submit?.textContent).toBe('Solicitar ahora');
    expect(picture.querySelectorAll('[role="status"]')).toHaveLength(0);
  });

  it('records the banner’s choice and hides the picture’s banner', () => {
    const { button, handoff } = paintAndRun();
    button('Accept all')?.click();
    expect(handoff()).toEqual({ consent: 'granted' });
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('page');
    button('Reject all')?.click();
    expect(handoff()).toEqual({ consent: 'denied' });
  });

  it('stores the banner’s choice at once, as the app’s banner stores it', () => {
    const { button } = paintAndRun();
    button('Accept all')?.click();
    expect(readStoredConsent(stores().local, new Date())).toEqual({
      analytics: true,
      marketing: true,
    });
    button('Reject all')?.click();
    expect(readStoredConsent(stores().local, new Date())).toEqual({
      analytics: false,
      marketing: false,
    });
  });

  it('still records the choice and the value where storage refuses them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { button, field, handoff } = paintAndRun();
    button('Reject all')?.click();
    field('amount').decrease?.click();
    expect(handoff()).toEqual({ consent: 'denied', amount: 900 });
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('page');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('docks the page above the picture’s banner while it shows, as the app’s banner does', () => {
    const { button } = paintAndRun();
    const root = document.documentElement;
    expect(root.hasAttribute('data-docked')).toBe(true);
    expect(root.style.getPropertyValue('--dock-height')).toMatch(/^\d+px$/);
    button('Reject all')?.click();
    expect(root.hasAttribute('data-docked')).toBe(false);
  });

  it('does not dock where the applicant chose before: the picture shows no banner', () => {
    storeConsentChoice();
    paintAndRun();
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('page');
    expect(document.documentElement.hasAttribute('data-docked')).toBe(false);
  });

  it('does nothing where the picture is off', () => {
    // An address that sets the amount: the app would not show the picture's default.
    window.history.replaceState(null, '', '/?amount=500');
    try {
      const { field, handoff } = paintAndRun();
      field('amount').decrease?.click();
      expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('off');
      expect(field('amount').output?.textContent).toBe(money(1000));
      expect(handoff()).toBeUndefined();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
