import { useTranslation } from 'react-i18next';
import { CONSENT_SETTINGS_ATTRIBUTE } from './ConsentBanner';
import type { ConsentStore } from './consentStore';

/** Reopens the consent banner so the applicant can change their choice at any time. */
export function ConsentSettingsButton({
  store,
  className,
}: {
  store: ConsentStore;
  className?: string;
}) {
  const { t } = useTranslation('consent', { useSuspense: true });
  return (
    <button
      type="button"
      className={className ?? 'consent-settings'}
      {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }}
      onClick={() => store.reopen()}
    >
      {t('settings')}
    </button>
  );
}
