import { useTranslation } from 'react-i18next';
import type { Limits } from '../../lib/loanMath';
import { clampToLimits } from '../../lib/loanMath';
import { RANGE_FIELD_ATTRIBUTE, RANGE_STEP_ATTRIBUTE, type RangeName } from './rangeFieldHooks';

interface RangeFieldProps {
  name: RangeName;
  value: number;
  limits: Limits;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/**
 * A slider with − and + buttons, so the value can be set without dragging (WCAG 2.5.7). Before the
 * app, the build's picture of it answers through rangeFieldBeforeApp.ts, which finds its parts by
 * the hooks of rangeFieldHooks.ts.
 */
export function RangeField({ name, value, limits, format, onChange }: RangeFieldProps) {
  const { t } = useTranslation();
  const id = `field-${name}`;
  const set = (next: number) => onChange(clampToLimits(next, limits));
  return (
    <div className="range-field" {...{ [RANGE_FIELD_ATTRIBUTE]: name }}>
      <div className="range-field__header">
        <label htmlFor={id}>{t(`fields>${name}>label`)}</label>
        <output htmlFor={id} className="range-field__value" aria-live="polite">
          {format(value)}
        </output>
      </div>
      <div className="range-field__controls">
        <button
          type="button"
          className="button button--round"
          {...{ [RANGE_STEP_ATTRIBUTE]: -1 }}
          onClick={() => set(value - limits.step)}
          disabled={value <= limits.min}
          aria-label={t(`fields>${name}>decrease`, { step: format(limits.step) })}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="range"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={value}
          autoComplete="off"
          aria-valuetext={format(value)}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="button button--round"
          {...{ [RANGE_STEP_ATTRIBUTE]: 1 }}
          onClick={() => set(value + limits.step)}
          disabled={value >= limits.max}
          aria-label={t(`fields>${name}>increase`, { step: format(limits.step) })}
        >
          +
        </button>
      </div>
      <div className="range-field__limits" aria-hidden="true">
        <span>{format(limits.min)}</span>
        <span>{format(limits.max)}</span>
      </div>
    </div>
  );
}
