import { afterEach, describe, expect, it, vi } from 'vitest';
import takeOverEarlyInput from '../../../src/app/earlyInput';
import { EARLY_INPUT_GLOBAL, FIRST_PAINT_ATTRIBUTE } from '../../../src/features/firstPaint';
import { makeTestStore } from '../testUtils';

/** The app's first screen as far as the takeover sees it: a form with its controls. */
function appScreen(): { root: HTMLElement; continues: () => number } {
  const root = document.createElement('div');
  root.innerHTML =
    '<form><button type="button">−</button><input type="range" name="amount">' +
    '<button type="button">+</button><button type="submit">Continue</button></form>';
  document.body.append(root);
  let submitted = 0;
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted += 1;
  });
  return { root, continues: () => submitted };
}

/**
 * The app's consent banner as far as the takeover sees it: its choices by their hook
 * (ConsentBanner.tsx), accept first here, so nothing can rely on their order.
 */
function appBanner(): { presses: string[]; show: () => void } {
  const presses: string[] = [];
  const section = document.createElement('section');
  for (const [choice, pressed] of [
    ['granted', 'accept'],
    ['denied', 'reject'],
  ] as const) {
    const button = document.createElement('button');
    button.setAttribute('data-consent-choice', choice);
    button.addEventListener('click', () => presses.push(pressed));
    section.append(button);
  }
  return { presses, show: () => document.body.append(section) };
}

function takeOver(handoff: unknown, root: HTMLElement) {
  const { store, config } = makeTestStore();
  const win = { document } as unknown as Window;
  if (handoff !== undefined) Reflect.set(win, EARLY_INPUT_GLOBAL, handoff);
  const options = { store, config, rootElement: root, win };
  takeOverEarlyInput(options);
  return { store, config, win, again: () => takeOverEarlyInput(options) };
}

afterEach(() => {
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('takeOverEarlyInput', () => {
  it('applies the values, presses the app’s banner as chosen, focuses and continues once', async () => {
    const { root, continues } = appScreen();
    const banner = appBanner();
    const { config } = makeTestStore();
    const amount = config.loan.minAmount + config.loan.amountStep;
    const period = config.loan.maxPeriod;
    const { store, win, again } = takeOver(
      { amount, period, consent: 'granted', continuePending: true, focusIndex: 1 },
      root,
    );

    expect(store.getState().lead.draft).toMatchObject({
      amount: String(amount),
      period: String(period),
    });
    expect(document.activeElement).toBe(root.querySelector('input'));
    expect(continues()).toBe(1);
    // The app's banner comes with its own chunk: pressed once it shows.
    expect(banner.presses).toEqual([]);
    banner.show();
    await vi.waitFor(() => expect(banner.presses).toEqual(['accept']));
    // The handoff is consumed: a second takeover finds nothing to continue or press.
    expect(Reflect.get(win, EARLY_INPUT_GLOBAL)).toEqual({});
    again();
    expect(continues()).toBe(1);
    expect(banner.presses).toEqual(['accept']);
  });

  it('continues only once the app has replaced the picture, on the app’s button', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="first-paint"><form><button type="submit">Go</button></form></div>';
    document.body.append(root);
    const pictureSubmits = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')?.addEventListener('submit', pictureSubmits);
    takeOver({ continuePending: true }, root);

    const app = appScreen();
    expect(app.continues()).toBe(0);
    root.replaceChildren(...app.root.childNodes);
    await vi.waitFor(() => expect(app.continues()).toBe(1));
    expect(pictureSubmits).not.toHaveBeenCalled();
  });

  it('takes what was typed and ticked in a v3 picture’s fields, before the first render and while it ran', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="first-paint"><form><input name="contactDetails.email" type="email" value="">' +
      '<input name="contactDetails.phoneNumber" type="tel" value="">' +
      '<input name="contactDetails.marketingConsents" type="checkbox">' +
      '<input name="untouched" value="as painted"><button type="submit">Go</button></form></div>';
    document.body.append(root);
    const field = (name: string) =>
      root.querySelector<HTMLInputElement>(`[name="${name}"]`) ?? new HTMLInputElement();
    field('contactDetails.email').value = 'ana@example.com';
    field('contactDetails.marketingConsents').checked = true;
    const { store } = takeOver({ focusIndex: 1 }, root);
    expect(store.getState().lead.draft).toEqual({
      'contactDetails.email': 'ana@example.com',
      'contactDetails.marketingConsents': true,
    });

    // Typed while the app rendered: the phone, and the e-mail corrected; then the app shows.
    field('contactDetails.phoneNumber').value = '612345678';
    field('contactDetails.email').value = 'ana@example.org';
    const app = document.createElement('div');
    app.innerHTML =
      '<form><input name="contactDetails.email" type="email"><input name="contactDetails.phoneNumber" type="tel">' +
      '<button type="submit">Continue</button></form>';
    // The app's fields show the draft, as its controlled inputs do once it has re-rendered.
    const appFields = [...app.querySelectorAll('input')];
    store.subscribe(() => {
      const { draft } = store.getState().lead;
      for (const input of appFields) input.value = String(draft[input.name] ?? '');
    });
    root.replaceChildren(...app.childNodes);
    await vi.waitFor(() =>
      expect(store.getState().lead.draft).toEqual({
        'contactDetails.email': 'ana@example.org',
        'contactDetails.phoneNumber': '612345678',
        'contactDetails.marketingConsents': true,
      }),
    );
    // Focus where it was in the picture, the caret after the typed number.
    const phone = root.querySelector<HTMLInputElement>('[name="contactDetails.phoneNumber"]');
    expect(document.activeElement).toBe(phone);
    expect(phone?.selectionStart).toBe('612345678'.length);
  });

  it('presses a choice made in the picture’s banner after the app’s first render, when the app’s banner replaces it', async () => {
    const { root } = appScreen();
    const picture = document.createElement('div');
    picture.className = 'first-paint first-paint--consent';
    document.body.append(picture);
    // The head script showed the picture with its banner.
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, 'page-and-banner');
    const { win } = takeOver(undefined, root);
    // The picture's banner records the choice while the app's banner is still on its way.
    Reflect.set(win, EARLY_INPUT_GLOBAL, { consent: 'denied' });
    const banner = appBanner();
    banner.show();
    picture.remove();
    await vi.waitFor(() => expect(banner.presses).toEqual(['reject']));
    expect(Reflect.get(win, EARLY_INPUT_GLOBAL)).toEqual({});
  });

  it('presses the app’s reject for a refusal, never the picture’s', () => {
    const { root } = appScreen();
    const picture = document.createElement('div');
    picture.className = 'first-paint first-paint--consent';
    picture.innerHTML =
      '<section><button data-consent-choice="denied">r</button><button data-consent-choice="granted">a</button></section>';
    const pictured = vi.fn();
    picture.addEventListener('click', pictured);
    document.body.append(picture);
    const banner = appBanner();
    banner.show();
    takeOver({ consent: 'denied' }, root);
    expect(banner.presses).toEqual(['reject']);
    expect(pictured).not.toHaveBeenCalled();
  });

  it.each([
    ['a string', { amount: '500' }],
    ['NaN', { amount: Number.NaN }],
    ['an amount out of range', { amount: 10_000_000 }],
    ['an amount off the step', { amount: 101 }],
    ['an array', { period: [12] }],
    ['an unknown consent', { consent: 'yes' }],
    ['a continue that is not true', { continuePending: 'true' }],
    ['a focus that is no control', { focusIndex: 99 }],
  ])('ignores %s with a warning, and nothing crashes', (_name, handoff) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, continues } = appScreen();
    const banner = appBanner();
    banner.show();
    const { store } = takeOver(handoff, root);
    expect(store.getState().lead.draft).toEqual({});
    expect(banner.presses).toEqual([]);
    expect(continues()).toBe(0);
    expect(document.activeElement).toBe(document.body);
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['an array', [1, 2]],
    ['a string', 'continue'],
    ['null', null],
  ])('ignores a handoff that is %s with a warning', (_name, handoff) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, continues } = appScreen();
    const { store } = takeOver(handoff, root);
    expect(store.getState().lead.draft).toEqual({});
    expect(continues()).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it('does nothing, and warns of nothing, where the applicant did nothing in the picture', () => {
    const warn = vi.spyOn(console, 'warn');
    const { root, continues } = appScreen();
    const { store } = takeOver(undefined, root);
    expect(store.getState().lead.draft).toEqual({});
    expect(continues()).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
