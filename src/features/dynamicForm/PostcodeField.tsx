import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldId, useValidatingConfig } from '../form';
import type { FieldDefinition, FieldError } from '../form';
import type { DraftValue } from '../lead';
import { dynamicFormLookups } from './lazyLookups';
import type { PostcodeAddress } from './lookupTypes';
import { NS } from './namespace';
import { useDebounced } from './useDebounced';
import type { DynamicStep } from './useDynamicStep';
import { useLatestHandler } from './useLatestHandler';

interface PostcodeFieldProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  error: FieldError | undefined;
  onChange: (name: string, value: DraftValue) => void;
  step: DynamicStep;
}

const PLACE_PARTS = ['province', 'city', 'municipality', 'district', 'suburb'] as const;

/**
 * A postcode that looks up its place (`/postcode/lookup/{code}`) and fills the step's address
 * fields of the same section. A new postcode replaces the place; a restored one only fills what
 * is still empty, so a reload never overwrites the applicant's own corrections.
 */
export function PostcodeField({ field, value, error, onChange, step }: PostcodeFieldProps) {
  const { t } = useTranslation(NS);
  const config = useValidatingConfig();
  const { usePostcodeQuery } = dynamicFormLookups.read();
  const code = typeof value === 'string' ? value.trim() : '';
  const settled = useDebounced(code, 300);
  const lookable = config.validation.postalCode.test(settled);
  const { data, isFetching, error: lookupError } = usePostcodeQuery(settled, { skip: !lookable });
  const section = field.name.split('.')[0] ?? 'contactDetails';
  const filledFor = useRef<string | null>(null);

  const fill = useLatestHandler((address: PostcodeAddress) => {
    if (filledFor.current === address.postalCode) return;
    const replace = filledFor.current !== null;
    filledFor.current = address.postalCode;
    for (const part of PLACE_PARTS) {
      const name = `${section}.${part}`;
      const place = address[part];
      const asked = step.fields.some(({ field: candidate }) => candidate.name === name);
      if (!asked || place === undefined) continue;
      if (replace || (step.values[name] ?? '') === '') step.setValue(name, place);
    }
  });
  useEffect(() => {
    if (data && lookable) fill(data);
  }, [data, lookable, fill]);

  const notFound =
    lookupError !== undefined && 'status' in lookupError && lookupError.status === 404;
  const status = !lookable
    ? ''
    : isFetching
      ? t('postcode>looking')
      : data
        ? t('postcode>found', { place: [data.city, data.province].filter(Boolean).join(', ') })
        : notFound
          ? t('postcode>unknown')
          : lookupError
            ? t('postcode>failed')
            : '';

  return (
    <>
      <FormField field={field} namespace={NS} value={value} error={error} onChange={onChange} />
      <p id={`${fieldId(field.name)}-lookup`} className="lookup-status" role="status">
        {status}
      </p>
    </>
  );
}
