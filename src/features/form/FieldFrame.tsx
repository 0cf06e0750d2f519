import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTextKey } from './catalog/fieldEntry';
import { fieldId } from './FormField';
import type { FieldDefinition } from './fieldTypes';
import type { FieldError } from './validation';

/** What FieldFrame gives the control it frames. */
export interface FramedControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, hint and error around a control FormField cannot draw (a select of fetched choices, an
 * input with suggestions, a password), with the same markup and texts, so every field looks and
 * reads alike. The texts are the screen's namespace's `fields>{name}>…` and `errors>{key}`.
 */
export function FieldFrame({
  field,
  error,
  namespace,
  children,
}: {
  field: FieldDefinition;
  error: FieldError | undefined;
  namespace: string;
  children: (control: FramedControlProps) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
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
