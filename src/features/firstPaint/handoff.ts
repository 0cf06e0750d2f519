/**
 * The handoff: what the applicant did in the picture before the app ran, written by the picture's
 * behaviours (headScript.ts) into one object on `window`, created at the first action, and taken
 * over once by the app (src/app/earlyInput.ts).
 */

/**
 * The handoff's global: absent when the applicant did nothing in the picture. The takeover empties
 * it but leaves it in place, so it also tells afterwards that the picture took the first input.
 */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/**
 * What the applicant did in the picture. Read from `window`, so the app treats every field as
 * unchecked input (src/app/earlyInput.ts).
 */
export interface EarlyInput {
  /** The sliders' values, by the range input's name (`amount`, `period`). */
  amount?: number;
  period?: number;
  /** The banner's accept (`granted`) or reject (`denied`). */
  consent?: 'granted' | 'denied';
  /** The primary button was pressed: the app continues once, as if its own button were. */
  continuePending?: boolean;
  /** Which of the first screen form's controls (`input, button` in page order) had focus. */
  focusIndex?: number;
}

/** Records one thing the applicant did in the picture, for the app to take over. */
export function handOver<Name extends keyof EarlyInput>(
  win: Window,
  name: Name,
  value: EarlyInput[Name],
): void {
  const existing: unknown = Reflect.get(win, EARLY_INPUT_GLOBAL);
  const handoff = typeof existing === 'object' && existing !== null ? (existing as EarlyInput) : {};
  handoff[name] = value;
  Reflect.set(win, EARLY_INPUT_GLOBAL, handoff);
}

/**
 * Whether the applicant pressed continue in the picture: the app will continue as soon as it
 * shows, so what the next screen needs can be asked for before its first render.
 */
export function continuePendingInFirstPaint(win: Window): boolean {
  const handoff: unknown = Reflect.get(win, EARLY_INPUT_GLOBAL);
  return (
    typeof handoff === 'object' &&
    handoff !== null &&
    Reflect.get(handoff, 'continuePending') === true
  );
}

/** Whether the applicant did anything in the picture before the app ran (field data's tag). */
export function pictureTookInput(win: Window): boolean {
  return Reflect.get(win, EARLY_INPUT_GLOBAL) !== undefined;
}
