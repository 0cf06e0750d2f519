import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { fieldTextKey } from './catalog/fieldEntry';
import { CONTROLS } from './controls';
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
}

/** An id safe for `id`/`for` attributes, derived from the lead field path. */
export function fieldId(name: string): string {
  return `field-${name.replaceAll('.', '-')}`;
}

/**
 * One field: its texts, hint and error worked out here, its control from the registry. A phone
 * number is typed after the brand's prefix ("+34"), which the field shows wherever it is asked.
 */
export function FormField({ field, namespace, value, error, onChange }: FormFieldProps) {
  const { t } = useTranslation(namespace);
  const { intlLocale, phonePrefix } = useBrandConfig();
  const prefix = field.control === 'tel' ? phonePrefix : undefined;
  const id = fieldId(field.name);
  const hintKey = fieldTextKey(field.name, 'hint');
  const hasHint = t(hintKey, { defaultValue: '' }) !== '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const describedBy =
    [prefix ? prefixId : null, hasHint ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const Control = CONTROLS[field.control];

  return (
    <Control
      field={field}
      value={value}
      onChange={onChange}
      id={id}
      label={t(fieldTextKey(field.name, 'label'))}
      optionalMark={field.optional && field.control !== 'checkbox' ? ` ${t('form>optional')}` : ''}
      hint={
        hasHint ? (
          <p id={hintId} className="field__hint">
            {t(hintKey)}
          </p>
        ) : null
      }
      errorText={
        error ? (
          <p id={errorId} className="field__error">
            {t(`errors>${error.key}`, localizedErrorValues(error.values, intlLocale))}
          </p>
        ) : null
      }
      invalid={error !== undefined}
      describedBy={describedBy}
      errorId={error ? errorId : undefined}
      prefix={prefix ? { id: prefixId, text: prefix } : undefined}
      optionText={(option) => t(`fields>${field.name}>options>${option}`)}
      chooseText={t('form>choose')}
      invalidParts={error?.parts}
    />
  );
}
