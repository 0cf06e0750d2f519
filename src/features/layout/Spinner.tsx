import { useTranslation } from 'react-i18next';

/** Shown while a screen loads; neutral (not brand-coloured) on the continue path. */
export function Spinner({ neutral = false }: { neutral?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner">
      <div
        className={`spinner${neutral ? ' spinner--neutral' : ''}`}
        role="progressbar"
        aria-label={t('app>loading')}
      />
    </div>
  );
}
