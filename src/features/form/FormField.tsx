import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { localizedErrorValues } from './errorValues';
import type { FieldDefinition } from './fieldTypes';
import type { DraftValue } from '../lead';
import type { FieldError } from './validation';

interface FormFieldProps {
  field: FieldDefinition;
  /** The translation namespace holding this field's label, hint and options. */
  namespace?: string;
  value: DraftValue | undefined;
  error: FieldError | undefined;
  onChange: (name: string, value: DraftValue) => void;
  /** Shown before the input, e.g. the brand's phone prefix "+34" before a phone number. */
  prefix?: string;
}

/** An id safe for `id`/`for` attributes, derived from the lead field path. */
export function fieldId(name: string): string {
  return `field-${name.replaceAll('.', '-')}`;
}

export function FormField({ field, namespace, value, error, onChange, prefix }: FormFieldProps) {
  const { t } = useTranslation(namespace);
  const { intlLocale } = useBrandConfig();
  const id = fieldId(field.name);
  const labelKey = `fields>${field.name}>label`;
  const hintKey = `fields>${field.name}>hint`;
  const hasHint = t(hintKey, { defaultValue: '' }) !== '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const describedBy =
    [prefix ? prefixId : null, hasHint ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const textValue = typeof value === 'string' ? value : '';
  const optionalMark =
    field.optional && field.control !== 'checkbox' ? ` ${t('form>optional')}` : '';

  const hint = hasHint ? (
    <p id={hintId} className="field__hint">
      {t(hintKey)}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className="field__error">
      {t(`errors>${error.key}`, localizedErrorValues(error.values, intlLocale))}
    </p>
  ) : null;

  if (field.control === 'checkbox') {
    return (
      <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field.name, event.target.checked)}
        />
        <label htmlFor={id}>{t(labelKey)}</label>
        {hint}
        {errorText}
      </div>
    );
  }

  if (field.control === 'radio') {
    return (
      <fieldset
        id={id}
        className={`field field--radio${error ? ' field--invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        tabIndex={-1}
      >
        <legend>
          {t(labelKey)}
          {optionalMark}
        </legend>
        {hint}
        <div className="field__options">
          {field.options?.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={field.name}
                value={option}
                checked={textValue === option}
                autoComplete={field.autoComplete}
                aria-describedby={describedBy}
                onChange={() => onChange(field.name, option)}
              />
              <span>{t(`fields>${field.name}>options>${option}`)}</span>
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field.name, event.target.value),
    value: textValue,
  } as const;

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {t(labelKey)}
        {optionalMark}
      </label>
      {hint}
      {field.control === 'select' ? (
        <select {...common}>
          <option value="">{t('form>choose')}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {t(`fields>${field.name}>options>${option}`)}
            </option>
          ))}
        </select>
      ) : prefix ? (
        <div className="field__input-group">
          <span className="field__prefix" id={prefixId}>
            {prefix}
          </span>
          <input
            {...common}
            type={field.control}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
          />
        </div>
      ) : (
        <input
          {...common}
          type={field.control === 'number' ? 'text' : field.control}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          spellCheck={field.control === 'text' ? false : undefined}
        />
      )}
      {errorText}
    </div>
  );
}
