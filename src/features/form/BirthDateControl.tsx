import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import {
  datePartOrder,
  draftOfParts,
  partsOfDraft,
  partText,
  splitWholeDate,
  type DateParts,
} from './birthDate';
import type { ControlProps } from './controlProps';
import { FieldsetControl } from './FieldsetControl';
import type { DatePart } from './fieldTypes';

/** The date the hint shows as its example, part by part. */
const EXAMPLE: DateParts = { day: '27', month: '3', year: '1985' };

/**
 * A date of birth as GOV.UK's date input: a fieldset whose legend is the field's label, a hint
 * with an example in the locale's order, and three short digit fields (`<path>.day`, `.month`,
 * `.year`) the browser can fill from the applicant's birthday. Every keystroke keeps the parts as
 * typed (birthDate.ts), so an incomplete date survives a reload.
 */
export function BirthDateControl(props: ControlProps) {
  const { field, value, onChange, id, invalid, describedBy, errorId, invalidParts } = props;
  const { t } = useTranslation();
  const { intlLocale } = useBrandConfig();
  const order = datePartOrder(intlLocale);
  const parts = partsOfDraft(value);
  const exampleId = `${id}-example`;

  const change = (part: DatePart) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // A whole date pasted into one field fills all three.
    const next = splitWholeDate(typed, order) ?? { ...parts, [part]: partText(part, typed) };
    onChange(field.name, draftOfParts(next));
  };
  const autoComplete = (part: DatePart) =>
    field.autoComplete === 'bday' ? `bday-${part}` : field.autoComplete;

  return (
    <FieldsetControl
      props={props}
      aria-describedby={[exampleId, describedBy].filter(Boolean).join(' ')}
    >
      <p id={exampleId} className="field__hint">
        {t('form>date>example', { example: order.map((part) => EXAMPLE[part]).join(' ') })}
      </p>
      <div className="date-input">
        {order.map((part) => {
          // A part to correct reads its message when focused (the summary's link lands on it).
          const wrong = invalid && (invalidParts ?? order).includes(part);
          return (
            <div key={part} className="date-input__item">
              <label htmlFor={`${id}-${part}`}>{t(`form>date>${part}`)}</label>
              <input
                id={`${id}-${part}`}
                className={`date-input__input date-input__input--${part}`}
                type="text"
                name={`${field.name}.${part}`}
                inputMode="numeric"
                autoComplete={autoComplete(part)}
                spellCheck={false}
                value={parts[part]}
                aria-invalid={wrong ? true : undefined}
                aria-describedby={wrong ? errorId : undefined}
                onChange={change(part)}
              />
            </div>
          );
        })}
      </div>
    </FieldsetControl>
  );
}
