import { useTranslation } from 'react-i18next';
import { useDocumentTitle, usePageHeading } from '../layout';

/**
 * In place of a screen whose code could not be loaded: says so and offers to try again. The
 * answers are in the store and the tab's storage, so nothing typed is lost while it shows. Like
 * every screen it has a heading, which takes focus when the applicant arrives from another one.
 */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const headingRef = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('app>screenLoadFailedTitle'));
  return (
    <div className="step">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('app>screenLoadFailedTitle')}
      </h1>
      <p className="step__failure" role="alert">
        {t('app>screenLoadFailed')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('app>retry')}
      </button>
    </div>
  );
}
