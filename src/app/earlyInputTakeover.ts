import type { BrandConfig } from '../brands/types';
import { ALL_DENIED, ALL_GRANTED, writeStoredConsent } from '../features/consent';
import { EARLY_INPUT_GLOBAL, FIRST_PAINT_CLASS, type EarlyInput } from '../features/layout';
import { fieldEdited } from '../features/lead';
import { clampToLimits, type Limits } from '../lib/loanMath';
import { localStore, type SafeStorage } from '../lib/storage';
import type { AppStore } from './store';

export interface EarlyInputTakeoverOptions {
  store: AppStore;
  config: BrandConfig;
  /** Where the consent choice is kept: the tracking feature's storage, localStore by default. */
  local?: SafeStorage;
  rootElement: HTMLElement;
  win?: Window;
  now?: () => Date;
}

type Handoff = Record<string, unknown>;
/** The picture is gone and the app's first screen is there, with its primary button. */
const APP_PRIMARY_BUTTON = 'form button[type=submit]';

function warn(what: string, value: unknown): void {
  console.warn(`Ignored the first paint's ${what}:`, value);
}

/** The handoff as the early-input script left it, or null: anything but a plain object is ignored. */
function readHandoff(win: Window): Handoff | null {
  const handoff: unknown = Reflect.get(win, EARLY_INPUT_GLOBAL);
  if (handoff === undefined) return null;
  if (typeof handoff !== 'object' || handoff === null || Array.isArray(handoff)) {
    warn('handoff', handoff);
    return null;
  }
  return handoff as Handoff;
}

/** A slider's value: a number the app's own slider could have set, else ignored with a warning. */
function applyRangeValue(
  store: AppStore,
  name: 'amount' | 'period',
  value: unknown,
  limits: Limits,
): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || clampToLimits(value, limits) !== value) {
    warn(name, value);
    return;
  }
  store.dispatch(fieldEdited({ name, value: String(value) }));
}

function applyValues(handoff: Handoff, { store, config }: EarlyInputTakeoverOptions): void {
  const { loan } = config;
  const early = handoff as EarlyInput;
  applyRangeValue(store, 'amount', early.amount, {
    min: loan.minAmount,
    max: loan.maxAmount,
    step: loan.amountStep,
  });
  applyRangeValue(store, 'period', early.period, {
    min: loan.minPeriod,
    max: loan.maxPeriod,
    step: loan.periodStep,
  });
}

/** Stored as the banner's own click stores it, so the tracking feature finds a decided choice. */
function applyConsent(handoff: Handoff, local: SafeStorage, now: () => Date): void {
  const { consent } = handoff;
  if (consent === undefined) return;
  if (consent !== 'granted' && consent !== 'denied') {
    warn('consent', consent);
    return;
  }
  writeStoredConsent(local, consent === 'granted' ? ALL_GRANTED : ALL_DENIED, now());
}

const PICTURE = `.${FIRST_PAINT_CLASS}`;

function whenAppShows(rootElement: HTMLElement, then: (button: HTMLButtonElement) => void): void {
  const find = () =>
    rootElement.querySelector(PICTURE) === null
      ? rootElement.querySelector<HTMLButtonElement>(APP_PRIMARY_BUTTON)
      : null;
  const shown = find();
  if (shown) {
    then(shown);
    return;
  }
  const observer = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    observer.disconnect();
    then(button);
  });
  observer.observe(rootElement, { childList: true, subtree: true });
}

/** Focus where the applicant had it in the picture: the same control of the same form. */
function applyFocus(handoff: Handoff, button: HTMLButtonElement): void {
  const { focusIndex } = handoff;
  if (focusIndex === undefined) return;
  const controls = button.form?.querySelectorAll<HTMLElement>('input, button');
  const control =
    typeof focusIndex === 'number' && Number.isInteger(focusIndex)
      ? controls?.item(focusIndex)
      : null;
  if (control) control.focus();
  else warn('focus', focusIndex);
}

/**
 * Takes over what the applicant did in the first paint before the app ran
 * (src/features/layout/prerenderedPage.ts): amount, period and the consent choice now, before the
 * first render; once the app's first screen has replaced the picture, any value changed meanwhile,
 * the focus and a pending continue, carried out by a click on the app's own primary button. The
 * handoff is consumed then: a second takeover finds nothing, so a continue happens exactly once.
 * Every value is unchecked input: what the picture could not have produced is ignored with a
 * warning.
 */
export function takeOverEarlyInput(options: EarlyInputTakeoverOptions): void {
  const win = options.win ?? window;
  const now = options.now ?? (() => new Date());
  const local = options.local ?? localStore;
  const before = readHandoff(win);
  // No picture (it was off) and nothing done in it: nothing to take over, nothing to wait for.
  if (!before && options.rootElement.querySelector(PICTURE) === null) return;
  if (before) {
    applyValues(before, options);
    applyConsent(before, local, now);
  }
  whenAppShows(options.rootElement, (button) => {
    const handoff = readHandoff(win);
    Reflect.deleteProperty(win, EARLY_INPUT_GLOBAL);
    if (!handoff) return;
    applyValues(handoff, options);
    if (handoff.consent !== before?.consent) applyConsent(handoff, local, now);
    applyFocus(handoff, button);
    if (handoff.continuePending === true) button.click();
    else if (handoff.continuePending !== undefined) warn('continue', handoff.continuePending);
  });
}
