import { useTranslation } from 'react-i18next';
import { FieldFrame, type FieldDefinition, type FieldError } from '../form';
import type { DraftValue } from '../lead';
import { dynamicFormLookups } from './lazyLookups';
import { NS } from './namespace';

interface ChoiceFieldProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  error: FieldError | undefined;
  onChange: (name: string, value: DraftValue) => void;
  /** `/choices/country` or `/choices/position`. */
  source: 'countries' | 'positions';
}

/** A select whose options come from the lead API, in the page's language. */
export function ChoiceField({ field, value, error, onChange, source }: ChoiceFieldProps) {
  const { t, i18n } = useTranslation(NS);
  const { useCountriesQuery, usePositionsQuery } = dynamicFormLookups.read();
  const countries = useCountriesQuery(i18n.language, { skip: source !== 'countries' });
  const positions = usePositionsQuery(i18n.language, { skip: source !== 'positions' });
  const {
    data: choices = [],
    isLoading,
    isError,
    refetch,
  } = source === 'countries' ? countries : positions;
  const selected = typeof value === 'string' ? value : '';
  // A stored answer stays selectable even before (or without) the list.
  const options =
    choices.some((choice) => choice.value === selected) || selected === ''
      ? choices
      : [{ value: selected, label: selected }, ...choices];

  return (
    <FieldFrame field={field} error={error} namespace={NS}>
      {(control) => (
        <>
          <select
            {...control}
            autoComplete={field.autoComplete}
            value={selected}
            aria-busy={isLoading}
            onChange={(event) => onChange(field.name, event.target.value)}
          >
            <option value="">{isLoading ? t('choices>loading') : t('form>choose')}</option>
            {options.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {isError ? (
            <p className="lookup-status lookup-status--problem" role="alert">
              {t('choices>failed')}{' '}
              <button type="button" className="link-button" onClick={() => void refetch()}>
                {t('choices>retry')}
              </button>
            </p>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
