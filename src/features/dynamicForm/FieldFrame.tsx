import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, fieldTextKey } from '../form';
import type { FieldDefinition, FieldError } from '../form';
import { NS } from './namespace';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, hint and error around a control FormField cannot draw (a select of fetched choices, an
 * input with suggestions), with the same markup and texts, so every field looks and reads alike.
 */
export function FieldFrame({
  field,
  error,
  children,
}: {
  field: FieldDefinition;
  error: FieldError | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const id = fieldId(field.name);
  const hintKey = fieldTextKey(field.name, 'hint');
  const hasHint = t(hintKey, { defaultValue: '' }) !== '';
  const describedBy =
    [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {t(fieldTextKey(field.name, 'label'))}
        {field.optional ? ` ${t('form>optional')}` : ''}
      </label>
      {hasHint ? (
        <p id={`${id}-hint`} className="field__hint">
          {t(hintKey)}
        </p>
      ) : null}
      {children({
        id,
        name: field.name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(`errors>${error.key}`, error.values)}
        </p>
      ) : null}
    </div>
  );
}
