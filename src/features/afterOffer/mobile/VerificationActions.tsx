import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { NAMESPACE } from '../AfterOfferForm';
import type { VerificationNotice } from './useMobileVerification';

interface VerificationActionsProps {
  notice: VerificationNotice;
  /** The number the code went to, as the lead API masks it. */
  maskedPhone: string;
  /** Seconds before a new code may be asked. */
  countdown: number;
  resending: boolean;
  /** Whether the "wrong number?" panel is open. */
  changing: boolean;
  onResend: () => void;
  onToggleChange: () => void;
}

/** Below the code: what happened last, a new code once the wait is over, and "wrong number?". */
export function VerificationActions({
  notice,
  maskedPhone,
  countdown,
  resending,
  changing,
  onResend,
  onToggleChange,
}: VerificationActionsProps) {
  const { t } = useScreenTranslation(NAMESPACE);
  return (
    <div className="after-offer__actions">
      <p className="after-offer__notice" role="status">
        {notice ? t(`steps>mobile-verification>${notice}`, { phone: maskedPhone }) : ''}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={countdown > 0 || resending}
        onClick={onResend}
      >
        {countdown > 0
          ? t('steps>mobile-verification>resendIn', { count: countdown })
          : t('steps>mobile-verification>resend')}
      </button>
      <button
        type="button"
        className="button button--link"
        aria-expanded={changing}
        aria-controls="change-number-panel"
        onClick={onToggleChange}
      >
        {t('steps>mobile-verification>changeNumber')}
      </button>
    </div>
  );
}
