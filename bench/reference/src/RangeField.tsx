import { useId } from 'react';

interface RangeFieldProps {
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A range with a − and a + button beside it, as the funnel's amount and period fields. */
export function RangeField({ label, unit, min, max, step, value, onChange }: RangeFieldProps) {
  const id = useId();
  const change = (next: number) => {
    onChange(clamp(next, min, max));
  };
  return (
    <div className="range-field">
      <div className="range-field__header">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="range-field__value">
          {value} {unit}
        </output>
      </div>
      <div className="range-field__controls">
        <button
          type="button"
          className="button--round"
          aria-label={`${label} −`}
          disabled={value <= min}
          onClick={() => {
            change(value - step);
          }}
        >
          −
        </button>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => {
            change(Number(event.target.value));
          }}
        />
        <button
          type="button"
          className="button--round"
          aria-label={`${label} +`}
          disabled={value >= max}
          onClick={() => {
            change(value + step);
          }}
        >
          +
        </button>
      </div>
    </div>
  );
}
