import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverEarlyInput } from '../../../src/app/earlyInputTakeover';
import { EARLY_INPUT_GLOBAL } from '../../../src/features/layout/prerenderedPage';
import { createMemoryStorage } from '../helpers/memoryStorage';
import { makeTestStore } from '../testUtils';

const NOW = new Date('2026-11-26T12:00:00Z');

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

function takeOver(handoff: unknown, root: HTMLElement, win: object = {}) {
  const { store, config } = makeTestStore();
  const local = createMemoryStorage('localStorage');
  if (handoff !== undefined) Reflect.set(win, EARLY_INPUT_GLOBAL, handoff);
  const options = {
    store,
    config,
    local: local.store,
    rootElement: root,
    win: win as Window,
    now: () => NOW,
  };
  takeOverEarlyInput(options);
  return {
    store,
    config,
    again: () => takeOverEarlyInput(options),
    storedConsent: () => JSON.parse(local.backend.getItem('trackingConsent') ?? 'null') as unknown,
  };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('takeOverEarlyInput', () => {
  it('applies the values, stores the consent as the banner does, focuses and continues once', () => {
    const { root, continues } = appScreen();
    const { config } = makeTestStore();
    const amount = config.loan.minAmount + config.loan.amountStep;
    const period = config.loan.maxPeriod;
    const win = {};
    const { store, storedConsent, again } = takeOver(
      { amount, period, consent: 'granted', continuePending: true, focusIndex: 1 },
      root,
      win,
    );

    expect(store.getState().lead.draft).toMatchObject({
      amount: String(amount),
      period: String(period),
    });
    expect(storedConsent()).toEqual({
      version: 1,
      analytics: true,
      marketing: true,
      decidedAt: NOW.toISOString(),
    });
    expect(document.activeElement).toBe(root.querySelector('input'));
    expect(continues()).toBe(1);
    // The handoff is consumed: a second takeover finds nothing to continue.
    expect(EARLY_INPUT_GLOBAL in win).toBe(false);
    again();
    expect(continues()).toBe(1);
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

  it('takes a refusal over as the banner stores it', () => {
    const { root } = appScreen();
    const { storedConsent } = takeOver({ consent: 'denied' }, root);
    expect(storedConsent()).toMatchObject({ version: 1, analytics: false, marketing: false });
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
    const { store, storedConsent } = takeOver(handoff, root);
    expect(store.getState().lead.draft).toEqual({});
    expect(storedConsent()).toBeNull();
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
