import { useTranslation } from 'react-i18next';
import { fieldId } from '../../form';
import { NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';

/** A select whose options come from data (makes, models) and are shown as they are named. */
export function DataSelect({
  field,
  value,
  error,
  onChange,
  options,
}: FieldRenderProps & { options: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const id = fieldId(field.name);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t(`fields>${field.name}>label`)}</label>
      <select
        id={id}
        name={field.name}
        autoComplete={field.autoComplete}
        value={typeof value === 'string' ? value : ''}
        disabled={options.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(field.name, event.target.value)}
      >
        <option value="">{t('form>choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(`errors>${error.key}`, error.values)}
        </p>
      ) : null}
    </div>
  );
}
