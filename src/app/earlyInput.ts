import { flushSync } from 'react-dom';
import type { BrandConfig } from '../brands/types';
import { CONSENT_CHOICE_ATTRIBUTE, isConsentChoice, type ConsentChoice } from '../features/consent';
import {
  EARLY_INPUT_GLOBAL,
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  pictureShown,
  type EarlyInput,
} from '../features/firstPaint';
import { FOCUS_ORDER } from '../features/form';
import { fieldEdited, type DraftValue } from '../features/lead';
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
/** A v3 step's text fields and boxes, which work natively in the picture (its sliders hand over). */
const PICTURE_FIELDS = 'input[name]:not([type=range])';
/** The inputs whose caret can be placed (an e-mail input has none to set). */
const CARET_TYPES = ['text', 'tel', 'search', 'url'];

/** What the picture's page hands over, taken over when the app's first screen shows. */
const PAGE_HANDOFF_KEYS = ['amount', 'period', 'focusIndex', 'continuePending'] as const;

function warn(what: string, value: unknown): void {
  console.warn(`Ignored the first paint's ${what}:`, value);
}

/** The handoff as the picture's behaviours left it, or null: anything but a plain object is ignored. */
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

type FieldValues = Map<string, DraftValue>;

/** A picture's field as the applicant left it, as the app's draft holds it: text, or ticked or not. */
const typedValue = (input: HTMLInputElement): DraftValue =>
  input.type === 'checkbox' ? input.checked : input.value;

/** A picture's field as the build painted it. */
const paintedValue = (input: HTMLInputElement): DraftValue =>
  input.type === 'checkbox' ? input.defaultChecked : input.defaultValue;

function pictureFields(
  picture: Element,
  read: (input: HTMLInputElement) => DraftValue,
): FieldValues {
  const values: FieldValues = new Map();
  for (const input of picture.querySelectorAll<HTMLInputElement>(PICTURE_FIELDS))
    values.set(input.name, read(input));
  return values;
}

/**
 * What was typed or ticked in the picture's fields since `before` (what they showed then): into
 * the draft, as the app's own fields put it. Returns what they show now. The picture's fields
 * store each change too, which the restored state usually holds already; this also covers a
 * change made while the app rendered, and storage that refused the writes.
 */
function applyPictureFields(
  picture: Element,
  before: FieldValues,
  { store }: EarlyInputTakeoverOptions,
): FieldValues {
  const now = pictureFields(picture, typedValue);
  for (const [name, value] of now)
    if (value !== before.get(name)) store.dispatch(fieldEdited({ name, value }));
  return now;
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

/** The app's banner button for a choice (by its hook, consent/consentBannerHooks.ts), not the picture's. */
function appBannerButton(doc: Document, choice: ConsentChoice): HTMLButtonElement | undefined {
  return [
    ...doc.querySelectorAll<HTMLButtonElement>(`button[${CONSENT_CHOICE_ATTRIBUTE}="${choice}"]`),
  ].find((button) => button.closest(PICTURE) === null);
}

/** Whether the app's banner is there, with its choices. */
const appBannerShows = (doc: Document) =>
  appBannerButton(doc, 'granted') !== undefined || appBannerButton(doc, 'denied') !== undefined;

/** The banner's choice, read and taken out of the handoff: it is pressed once. */
function takeConsent(win: Window): unknown {
  const handoff = readHandoff(win);
  const consent = handoff?.consent;
  if (handoff) Reflect.deleteProperty(handoff, 'consent');
  return consent;
}

/**
 * The banner's choice made in the picture. The picture's banner stores it at the tap, so the
 * tracking runtime usually reads it when it starts and its banner never shows. Where the app's
 * banner shows all the same (the runtime started before the tap, or storage refused the write),
 * the choice is pressed on it (the button that makes it): the same code path as the
 * applicant's click there, and the tracking runtime starts only with it. The picture's banner
 * stays live until the app's replaces it (the tracking chunk comes after the first screen), so a
 * choice made there after the app's first render counts too: it is read when the app's banner
 * shows. Where the tracking chunk cannot load, the picture's banner goes without an app banner:
 * nothing is pressed, and nothing is tracked.
 */
function takeOverBannerChoice(win: Window): void {
  const doc = win.document;
  const pictureBanner = doc.querySelector(`.${FIRST_PAINT_BANNER_CLASS}`);
  // The head script hid the picture's banner (a choice is stored) or the whole picture.
  const choosable = pictureBanner !== null && pictureShown(doc) === 'page-and-banner';
  if (!choosable && readHandoff(win)?.consent === undefined) return;
  const press = () => {
    const consent = takeConsent(win);
    if (consent === undefined) return;
    if (!isConsentChoice(consent)) warn('consent', consent);
    else appBannerButton(doc, consent)?.click();
  };
  if (appBannerShows(doc)) {
    press();
    return;
  }
  // Watched until the picture's banner leaves: the app's banner has replaced it then, or no
  // banner comes at all.
  const observer = new MutationObserver(() => {
    if (appBannerShows(doc)) press();
    else if (pictureBanner?.isConnected !== false) return;
    observer.disconnect();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
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

/**
 * Focus where the applicant had it in the picture: the same control of the same form, with the
 * caret after what they typed there.
 */
function applyFocus(handoff: Handoff, button: HTMLButtonElement): void {
  const { focusIndex } = handoff;
  if (focusIndex === undefined) return;
  const controls = button.form?.querySelectorAll<HTMLElement>(FOCUS_ORDER);
  const control =
    typeof focusIndex === 'number' && Number.isInteger(focusIndex)
      ? controls?.item(focusIndex)
      : null;
  if (!control) {
    warn('focus', focusIndex);
    return;
  }
  control.focus();
  if (control instanceof HTMLInputElement && CARET_TYPES.includes(control.type))
    control.setSelectionRange(control.value.length, control.value.length);
}

/**
 * Takes over what the applicant did in the first paint before the app ran
 * (src/features/firstPaint): amount and period now, before the first render; once
 * the app's first screen has replaced the picture, any value changed meanwhile, the focus and a
 * pending continue (a click on the app's own primary button); the banner's choice when the app's
 * banner shows (a click on it). Each part is taken out of the handoff when it is taken over: a
 * second takeover finds nothing, so a continue happens exactly once.
 * Every value is unchecked input: what the picture could not have produced is ignored with a
 * warning.
 */
export default function takeOverEarlyInput(options: EarlyInputTakeoverOptions): void {
  const win = options.win ?? window;
  const before = readHandoff(win);
  takeOverBannerChoice(win);
  const picture = options.rootElement.querySelector(PICTURE);
  // No picture (it was off) and nothing done in it: nothing to take over, nothing to wait for.
  if (!before && picture === null) return;
  if (before) applyValues(before, options);
  // The picture stays readable once the app has taken its place: what it shows then is final.
  const typed = picture
    ? applyPictureFields(picture, pictureFields(picture, paintedValue), options)
    : null;
  whenAppShows(options.rootElement, (button) => {
    // Typed while the app rendered: in its fields before anything else can be typed there.
    if (picture && typed) flushSync(() => applyPictureFields(picture, typed, options));
    const left = readHandoff(win);
    if (!left) return;
    const handoff = { ...left };
    // Taken out, so a second takeover continues nothing; the banner's choice has its own time.
    for (const key of PAGE_HANDOFF_KEYS) Reflect.deleteProperty(left, key);
    applyValues(handoff, options);
    applyFocus(handoff, button);
    if (handoff.continuePending === true) button.click();
    else if (handoff.continuePending !== undefined) warn('continue', handoff.continuePending);
  });
}
