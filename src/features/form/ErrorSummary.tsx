import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { inPageHref } from '../../lib/inPageHref';
import { fieldTextKey } from './catalog/fieldEntry';
import { localizedErrorValues } from './errorValues';
import { fieldId } from './FormField';
import type { FieldError } from './validation';

interface ErrorSummaryProps {
  errors: Record<string, FieldError>;
  namespace?: string;
  /** Labels of fields whose label is not a translation (server-supplied consent texts), as they are. */
  labels?: Readonly<Record<string, string>>;
}

/** A checkbox's label is a sentence: "I accept the terms." reads "I accept the terms: …" here. */
function withoutFinalStop(label: string): string {
  return label.replace(/[.。]$/u, '');
}

/** Where a problem's link leads: the field, or the first part of a date of birth to correct. */
function anchorOf(name: string, error: FieldError): string {
  const part = error.parts?.[0];
  return inPageHref(`${fieldId(name)}${part === undefined ? '' : `-${part}`}`);
}

/** Lists every problem with a link to its field; focused after a failed submit. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, namespace, labels },
  ref,
) {
  const { t } = useTranslation(namespace);
  const { intlLocale } = useBrandConfig();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">{t('form>errorSummaryTitle', { count: entries.length })}</h2>
      <ul>
        {entries.map(([name, error]) => (
          <li key={name}>
            <a href={anchorOf(name, error)}>
              {labels?.[name] ?? withoutFinalStop(t(fieldTextKey(name, 'label')))}:{' '}
              {t(`errors>${error.key}`, localizedErrorValues(error.values, intlLocale))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
