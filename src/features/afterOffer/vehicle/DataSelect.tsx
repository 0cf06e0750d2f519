import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../../form';
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
  return (
    <FieldFrame field={field} error={error} namespace={NAMESPACE}>
      {(control) => (
        <select
          {...control}
          autoComplete={field.autoComplete}
          value={typeof value === 'string' ? value : ''}
          disabled={options.length === 0}
          onChange={(event) => onChange(field.name, event.target.value)}
        >
          <option value="">{t('form>choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
