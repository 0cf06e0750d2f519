import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyInputScript } from '../../../build/earlyInputScript';
import { injectFirstPaint } from '../../../build/firstScreenHtml';
import {
  EARLY_INPUT_GLOBAL,
  FIRST_PAINT_ATTRIBUTE,
  type EarlyInputFormats,
} from '../../../src/features/layout/prerenderedPage';
import { readStoredConsent } from '../../../src/features/consent/consentStorage';
import { formatMoney, moneyFormatOptions } from '../../../src/lib/format';
import { restoreLeadState } from '../../../src/features/lead/leadPersistence';
import { createSafeStorage } from '../../../src/lib/storage';

const FORMATS: EarlyInputFormats = {
  intlLocale: 'es-ES',
  moneyOptions: moneyFormatOptions(1, 'EUR'),
  periodTexts: { 61: '61 días', 62: '62 días', 63: '63 días' },
  pendingText: 'Guardando…',
};

/** A range field as form/RangeField.tsx renders it. */
const rangeField = (name: string, value: number, min: number, max: number, text: string) =>
  `<div class="range-field"><div class="range-field__header"><label for="field-${name}">${name}</label>` +
  `<output for="field-${name}" class="range-field__value">${text}</output></div>` +
  `<div class="range-field__controls"><button type="button" class="button button--round"${value <= min ? ' disabled' : ''}>−</button>` +
  `<input id="field-${name}" type="range" min="${min}" max="${max}" step="${name === 'amount' ? 100 : 1}" name="${name}" value="${value}">` +
  `<button type="button" class="button button--round"${value >= max ? ' disabled' : ''}>+</button></div></div>`;

const PAGE =
  '<header><a href="/">Logo</a></header><form>' +
  rangeField('amount', 1000, 100, 1000, '1000 €') +
  rangeField('period', 61, 61, 63, '61 días') +
  '<p class="loan-summary">1000 € durante 61 días</p><input name="contactDetails.email" type="email">' +
  '<input name="contactDetails.marketingConsents" type="checkbox">' +
  '<button type="submit" class="button button--primary">Solicitar ahora</button></form>';
const BANNER =
  '<section class="consent"><button type="button" class="button consent__button">Rechazar todo</button>' +
  '<button type="button" class="button consent__button">Aceptar todo</button>' +
  '<button type="button" class="consent__toggle">Elegir</button></section>';

/** The body the build writes, with the early-input script run over it as the browser would. */
function paintAndRun(formats = FORMATS) {
  const html = injectFirstPaint('<div id="root"></div>', {
    page: PAGE,
    consentBanner: BANNER,
    spinner: '',
  });
  document.body.innerHTML = html;
  // The build's inline script, run as the page runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(earlyInputScript(formats))();
  const picture = document.querySelector<HTMLElement>('#root > .first-paint');
  if (!picture) throw new Error('No picture');
  const button = (text: string) =>
    [...document.querySelectorAll('button')].find((element) => element.textContent === text);
  return { picture, button, handoff: () => Reflect.get(window, EARLY_INPUT_GLOBAL) as unknown };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  document.documentElement.removeAttribute('data-docked');
  document.documentElement.style.removeProperty('--dock-height');
  document.body.replaceChildren();
});

describe('earlyInputScript', () => {
  it('is at most 3 kB gzip, even for a period slider twice as long as any brand’s', () => {
    // The longest today: 120 values (mx/fiesta, 61–180 days). npm run budget checks every build's.
    const periodTexts: Record<number, string> = {};
    for (let months = 1; months <= 240; months += 1) periodTexts[months] = `${months} miesięcy`;
    const script = earlyInputScript({ ...FORMATS, periodTexts });
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(3000);
  });

  it('makes live only the controls it answers to; the rest stays inert', () => {
    const { picture } = paintAndRun();
    expect(picture.hasAttribute('inert')).toBe(false);
    expect(picture.hasAttribute('aria-hidden')).toBe(false);
    expect(picture.querySelector('a')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.consent__toggle')?.hasAttribute('inert')).toBe(true);
    for (const live of picture.querySelectorAll('input, button'))
      expect(live.closest('[inert]')).toBeNull();
    for (const live of document.querySelectorAll('.consent__button'))
      expect(live.closest('[inert]')).toBeNull();
  });

  it('moves a value with ± as the app would show it, and records it', () => {
    const { picture, button, handoff } = paintAndRun();
    button('−')?.click();
    const amount = picture.querySelector('output[for="field-amount"]');
    expect(amount?.textContent).toBe(formatMoney(900, 'es-ES', 'EUR'));
    expect(picture.querySelector('#field-amount')?.getAttribute('aria-valuetext')).toBe(
      formatMoney(900, 'es-ES', 'EUR'),
    );
    const [decrease, increase] = picture.querySelectorAll<HTMLButtonElement>(
      '.range-field:first-of-type .range-field__controls button',
    );
    expect([decrease?.disabled, increase?.disabled]).toEqual([false, false]);
    expect(picture.querySelector('.loan-summary')?.textContent).toBe(
      `${formatMoney(900, 'es-ES', 'EUR')} durante 61 días`,
    );
    expect(handoff()).toEqual({ amount: 900 });
  });

  it('stores a moved value at once as the app stores a typed one, so a reload keeps it', () => {
    const { picture, button } = paintAndRun();
    button('−')?.click();
    const period = picture.querySelector<HTMLInputElement>('#field-period');
    if (period) {
      period.value = '62';
      period.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const stores = {
      local: createSafeStorage('localStorage', () => window.localStorage),
      session: createSafeStorage('sessionStorage', () => window.sessionStorage),
    };
    expect(restoreLeadState(stores).draft).toEqual({ amount: '900', period: '62' });
  });

  it('stores what is typed or ticked in a v3 step’s fields at once, as the app stores it', () => {
    const { picture } = paintAndRun();
    const email = picture.querySelector<HTMLInputElement>('input[type="email"]');
    const consent = picture.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!email || !consent) throw new Error('No fields');
    email.value = 'ana@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    consent.click();
    const stores = {
      local: createSafeStorage('localStorage', () => window.localStorage),
      session: createSafeStorage('sessionStorage', () => window.sessionStorage),
    };
    expect(restoreLeadState(stores).draft).toEqual({
      'contactDetails.email': 'ana@example.com',
      'contactDetails.marketingConsents': true,
    });
    consent.click();
    expect(restoreLeadState(stores).draft['contactDetails.marketingConsents']).toBe(false);
  });

  it('keeps what the tab’s lead already holds beside the value it stores', () => {
    sessionStorage.setItem(
      'leadApplication',
      JSON.stringify({ application: { sessionId: 'fake-session' }, draft: {} }),
    );
    paintAndRun().button('−')?.click();
    expect(JSON.parse(sessionStorage.getItem('leadApplication') ?? 'null')).toEqual({
      application: { sessionId: 'fake-session' },
      draft: { amount: '900' },
    });
  });

  it('stores a value over a lead it cannot read, which the app would drop too', () => {
    sessionStorage.setItem('leadApplication', '{not json');
    paintAndRun().button('−')?.click();
    expect(JSON.parse(sessionStorage.getItem('leadApplication') ?? 'null')).toEqual({
      draft: { amount: '900' },
    });
  });

  it('keeps a slider within its limits and shows the period’s own text', () => {
    const { picture, handoff } = paintAndRun();
    const period = picture.querySelector<HTMLInputElement>('#field-period');
    const increase = period?.nextElementSibling as HTMLButtonElement;
    increase.click();
    increase.click();
    expect(increase.disabled).toBe(true);
    if (period) {
      period.value = '62';
      period.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(picture.querySelector('output[for="field-period"]')?.textContent).toBe('62 días');
    expect(handoff()).toEqual({ period: 62 });
  });

  it('records one continue, however often the button is pressed, and shows it pending', () => {
    const { picture, button, handoff } = paintAndRun();
    const submit = button('Solicitar ahora');
    submit?.click();
    submit?.click();
    expect(handoff()).toMatchObject({ continuePending: true });
    expect(submit?.getAttribute('aria-busy')).toBe('true');
    expect(submit?.textContent).toBe('Guardando…');
    expect(picture.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('records the banner’s choice and hides the picture’s banner', () => {
    const { button, handoff } = paintAndRun();
    button('Aceptar todo')?.click();
    expect(handoff()).toEqual({ consent: 'granted' });
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('no-banner');
    button('Rechazar todo')?.click();
    expect(handoff()).toEqual({ consent: 'denied' });
  });

  it('stores the banner’s choice at once, as the app’s banner stores it', () => {
    const { button } = paintAndRun();
    const local = createSafeStorage('localStorage', () => window.localStorage);
    button('Aceptar todo')?.click();
    expect(readStoredConsent(local, new Date())).toEqual({ analytics: true, marketing: true });
    button('Rechazar todo')?.click();
    expect(readStoredConsent(local, new Date())).toEqual({ analytics: false, marketing: false });
  });

  it('still records the choice and the value where storage refuses them', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { button, handoff } = paintAndRun();
    button('Rechazar todo')?.click();
    button('−')?.click();
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(handoff()).toEqual({ consent: 'denied', amount: 900 });
    expect(document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE)).toBe('no-banner');
  });

  it('docks the page above the picture’s banner while it shows, as the app’s banner does', () => {
    const { button } = paintAndRun();
    const root = document.documentElement;
    expect(root.hasAttribute('data-docked')).toBe(true);
    expect(root.style.getPropertyValue('--dock-height')).toMatch(/^\d+px$/);
    button('Rechazar todo')?.click();
    expect(root.hasAttribute('data-docked')).toBe(false);
  });

  it('does not dock where the applicant chose before: the picture shows no banner', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'no-banner');
    paintAndRun();
    expect(document.documentElement.hasAttribute('data-docked')).toBe(false);
  });

  it('does nothing where the picture is off', () => {
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'off');
    const { picture, button, handoff } = paintAndRun();
    button('−')?.click();
    expect(picture.hasAttribute('inert')).toBe(true);
    expect(handoff()).toBeUndefined();
  });
});
