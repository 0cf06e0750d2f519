import { formatMoney } from '../../lib/format';
import { handOver, type PictureBehaviour, type PictureContext } from '../firstPaint';
import { storeDraftValue } from '../lead';
import {
  RANGE_FIELD_ATTRIBUTE,
  RANGE_STEP_ATTRIBUTE,
  RANGE_SUMMARY_ATTRIBUTE,
  type RangeName,
} from './rangeFieldHooks';

/** A value's text as RangeField's `format` shows it on the first screen. */
function valueText(name: RangeName, value: number, { texts }: PictureContext): string {
  return name === 'amount'
    ? formatMoney(value, texts.intlLocale, texts.currencyCode)
    : (texts.periodTexts[String(value)] ?? String(value));
}

const isRangeName = (name: string | null): name is RangeName =>
  name === 'amount' || name === 'period';

/**
 * Sets a slider of the picture as the app's RangeField would show the value: on its limits'
 * grid (a range input keeps its value there itself), its text in the output and read out, the ±
 * buttons disabled at the ends, and the texts that repeat it (RANGE_SUMMARY_ATTRIBUTE). The value
 * is handed over and stored at once as the app stores a typed value, so a reload before the app
 * keeps it.
 */
function setValue(field: Element, value: number, context: PictureContext): void {
  const name = field.getAttribute(RANGE_FIELD_ATTRIBUTE);
  const input = field.querySelector<HTMLInputElement>('input[type="range"]');
  const output = field.querySelector('output');
  if (!isRangeName(name) || !input || !output) return;
  input.value = String(value);
  const next = Number(input.value);
  const before = output.textContent;
  const text = valueText(name, next, context);
  input.setAttribute('aria-valuetext', text);
  output.textContent = text;
  for (const button of field.querySelectorAll<HTMLButtonElement>(`[${RANGE_STEP_ATTRIBUTE}]`))
    button.disabled =
      Number(button.getAttribute(RANGE_STEP_ATTRIBUTE)) < 0
        ? next <= Number(input.min)
        : next >= Number(input.max);
  for (const summary of input.form?.querySelectorAll(`[${RANGE_SUMMARY_ATTRIBUTE}]`) ?? [])
    summary.textContent = summary.textContent.replace(before, text);
  handOver(context.win, name, next);
  storeDraftValue(context.stores.session, name, String(next));
}

/**
 * RangeField before the app (RangeField.tsx, whose hooks it finds): the slider moves natively
 * and its ± buttons step it, with the app's texts and limits.
 */
export const rangeFieldBeforeApp: PictureBehaviour = {
  answers: `[${RANGE_STEP_ATTRIBUTE}]`,
  on: {
    input(event, context) {
      const input = event.target;
      const field =
        input instanceof HTMLInputElement ? input.closest(`[${RANGE_FIELD_ATTRIBUTE}]`) : null;
      if (field && input instanceof HTMLInputElement && input.type === 'range')
        setValue(field, Number(input.value), context);
    },
    click(event, context) {
      const button = (event.target as Element).closest(`[${RANGE_STEP_ATTRIBUTE}]`);
      const field = button?.closest(`[${RANGE_FIELD_ATTRIBUTE}]`);
      const input = field?.querySelector<HTMLInputElement>('input[type="range"]');
      if (!button || !field || !input) return;
      const direction = Number(button.getAttribute(RANGE_STEP_ATTRIBUTE));
      setValue(field, Number(input.value) + direction * Number(input.step), context);
    },
  },
};
