import { useTranslation } from 'react-i18next';

/**
 * The page's loading spinner (PageLayout shows it while `isLoading`, features/loading; the build's first paint has
 * the same markup for the time before the app runs): neutral, not brand-coloured, on the
 * continue path. The label is text for screen readers; the ring is decoration.
 */
export function Spinner({ neutral = false }: { neutral?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <div className={`spinner${neutral ? ' spinner--neutral' : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{t('app>loading')}</span>
    </div>
  );
}
