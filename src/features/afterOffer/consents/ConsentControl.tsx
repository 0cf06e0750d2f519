import { useTranslation } from 'react-i18next';
import { fieldId } from '../../form';
import { NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';
import type { Consent } from './consentSet';

interface ConsentControlProps extends FieldRenderProps {
  consent: Consent;
}

/** One consent with the partner's own text as its label: a box to tick, or a yes/no question. */
export function ConsentControl({
  field,
  value: current,
  error,
  onChange,
  consent,
}: ConsentControlProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = fieldId(field.name);
  const errorId = `${id}-error`;
  const errorText = error ? (
    <p id={errorId} className="field__error">
      {t(`errors>${error.key}`, error.values)}
    </p>
  ) : null;
  const optional = consent.required ? '' : ` ${t('form>optional')}`;

  if (consent.kind === 'accept') {
    return (
      <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
        <input
          id={id}
          type="checkbox"
          name="policies"
          value={consent.id}
          checked={current === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(field.name, event.target.checked)}
        />
        <label htmlFor={id}>
          {consent.text}
          {optional}
        </label>
        {errorText}
      </div>
    );
  }
  return (
    <fieldset
      id={id}
      className={`field field--radio${error ? ' field--invalid' : ''}`}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend>{consent.text}</legend>
      <div className="field__options">
        {(['YES', 'NO'] as const).map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={field.name}
              value={option}
              checked={current === option}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(field.name, option)}
            />
            <span>{t(`common>${option === 'YES' ? 'yes' : 'no'}`)}</span>
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}
