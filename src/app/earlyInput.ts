import type { BrandConfig } from '../brands/types';
import { EARLY_INPUT_GLOBAL, FIRST_PAINT_CLASS, type EarlyInput } from '../features/layout';
import { fieldEdited } from '../features/lead';
import { clampToLimits, type Limits } from '../lib/loanMath';
import type { AppStore } from './store';

export interface EarlyInputTakeoverOptions {
  store: AppStore;
  config: BrandConfig;
  rootElement: HTMLElement;
  win?: Window;
}

type Handoff = Record<string, unknown>;
/** The picture is gone and the app's first screen is there, with its primary button. */
const APP_PRIMARY_BUTTON = 'form button[type=submit]';
/** The build's picture, page or banner. */
const PICTURE = `.${FIRST_PAINT_CLASS}`;

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

/** Calls `then` with the first element matching `find`, now or once the DOM under `scope` has it. */
function whenFound<T extends Element>(
  scope: Element,
  find: () => T | null,
  then: (found: T) => void,
) {
  const found = find();
  if (found) {
    then(found);
    return;
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    observer.disconnect();
    then(element);
  });
  observer.observe(scope, { childList: true, subtree: true });
}

/**
 * The banner's choice made in the picture: pressed on the app's own banner once it shows (its
 * reject, then its accept), the same code path as the applicant's click there, so the choice is
 * stored once, in the banner's key and format, and the tracking runtime starts only with it.
 * Where the tracking chunk cannot load, no banner comes and nothing is tracked.
 */
function pressAppBanner(doc: Document, consent: unknown): void {
  if (consent !== 'granted' && consent !== 'denied') {
    warn('consent', consent);
    return;
  }
  const appButtons = () =>
    [...doc.querySelectorAll<HTMLButtonElement>('section.consent .consent__button')].filter(
      (button) => button.closest(PICTURE) === null,
    );
  whenFound(
    doc.body,
    () => appButtons()[consent === 'granted' ? 1 : 0] ?? null,
    (button) => button.click(),
  );
}

function whenAppShows(rootElement: HTMLElement, then: (button: HTMLButtonElement) => void): void {
  whenFound(
    rootElement,
    () =>
      rootElement.querySelector(PICTURE) === null
        ? rootElement.querySelector<HTMLButtonElement>(APP_PRIMARY_BUTTON)
        : null,
    then,
  );
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
 * (src/features/layout/prerenderedPage.ts): amount and period now, before the first render; once
 * the app's first screen has replaced the picture, any value changed meanwhile, the focus, a
 * pending continue (a click on the app's own primary button) and the banner's choice (a click on
 * the app's banner once it shows). The
 * handoff is consumed then: a second takeover finds nothing, so a continue happens exactly once.
 * Every value is unchecked input: what the picture could not have produced is ignored with a
 * warning.
 */
export default function takeOverEarlyInput(options: EarlyInputTakeoverOptions): void {
  const win = options.win ?? window;
  const before = readHandoff(win);
  // No picture (it was off) and nothing done in it: nothing to take over, nothing to wait for.
  if (!before && options.rootElement.querySelector(PICTURE) === null) return;
  if (before) applyValues(before, options);
  whenAppShows(options.rootElement, (button) => {
    const handoff = readHandoff(win);
    Reflect.deleteProperty(win, EARLY_INPUT_GLOBAL);
    if (!handoff) return;
    applyValues(handoff, options);
    if (handoff.consent !== undefined) pressAppBanner(win.document, handoff.consent);
    applyFocus(handoff, button);
    if (handoff.continuePending === true) button.click();
    else if (handoff.continuePending !== undefined) warn('continue', handoff.continuePending);
  });
}
