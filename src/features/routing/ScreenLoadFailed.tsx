import { useTranslation } from 'react-i18next';

/**
 * In place of a screen whose code could not be loaded: says so and offers to try again. The
 * answers are in the store and the tab's storage, so nothing typed is lost while it shows.
 */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="step">
      <p className="step__failure" role="alert">
        {t('app>screenLoadFailed')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('app>retry')}
      </button>
    </div>
  );
}
