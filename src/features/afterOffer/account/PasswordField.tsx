import { useTranslation } from 'react-i18next';
import { fieldId } from '../../form';
import { NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';

/** A password input (FormField has no password control): label, hint, error, `new-password`. */
export function PasswordField({ field, value, error, onChange }: FieldRenderProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = fieldId(field.name);
  const hintKey = `fields>${field.name}>hint`;
  const hint = t(hintKey, { defaultValue: '' });
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t(`fields>${field.name}>label`)}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="password"
        name={field.name}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(`errors>${error.key}`, error.values)}
        </p>
      ) : null}
    </div>
  );
}
