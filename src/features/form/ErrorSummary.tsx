import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './FormField';
import type { FieldError } from './validation';

interface ErrorSummaryProps {
  errors: Record<string, FieldError>;
  namespace?: string;
}

/** Lists every problem with a link to its field; focused after a failed submit. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, namespace },
  ref,
) {
  const { t } = useTranslation(namespace);
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
              {t(`fields>${name}>label`)}: {t(`errors>${error.key}`, error.values)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
