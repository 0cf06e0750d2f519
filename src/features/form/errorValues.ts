import { formatNumber } from '../../lib/format';
import type { FieldError } from './validation';

/** A validation message's values ready to show: numbers written as the brand's locale writes them. */
export function localizedErrorValues(
  values: FieldError['values'],
  intlLocale: string,
): Record<string, unknown> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, intlLocale) : value,
    ]),
  );
}
