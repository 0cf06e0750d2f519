/**
 * The range field's hooks: RangeField.tsx renders them, its behaviour before the app
 * (rangeFieldBeforeApp.ts) finds the field's parts by them. Data attributes, never style classes.
 */

/** On the field's wrapper; its value is the slider's name. */
export const RANGE_FIELD_ATTRIBUTE = 'data-range-field';
/** On the − and + buttons: the direction each moves the value, in steps (`-1`, `1`). */
export const RANGE_STEP_ATTRIBUTE = 'data-range-step';
/**
 * On an element whose text repeats the sliders' values (the first screen's loan summary): before
 * the app, a value's old text in it is replaced with the new one.
 */
export const RANGE_SUMMARY_ATTRIBUTE = 'data-range-summary';

/** The sliders a range field may be: the loan's amount and period. */
export type RangeName = 'amount' | 'period';
