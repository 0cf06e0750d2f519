import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '../form';
import type { FieldError } from '../form';

interface StepErrorSummaryProps {
  errors: Record<string, FieldError>;
  /** Labels of fields whose label is not a translation (server-supplied consent texts). */
  labels?: Readonly<Record<string, string>> | undefined;
}

/** The shared error summary, for fields labelled by translations or by the server. */
export const StepErrorSummary = forwardRef<HTMLDivElement, StepErrorSummaryProps>(
  function StepErrorSummary({ errors, labels }, ref) {
    const { t } = useTranslation('afterOffer');
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
              <a href={`#${fieldId(name)}`}>
                {labels?.[name] ?? t(`fields>${name}>label`)}:{' '}
                {t(`errors>${error.key}`, error.values)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
