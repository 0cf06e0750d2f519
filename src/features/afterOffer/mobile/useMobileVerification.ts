import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectLeadId } from '../../lead';
import type { MobileVerificationStatus } from '../api';
import { useAfterOfferApi } from '../useAfterOfferApi';
import { useCountdown } from './useCountdown';

/** What the screen last has to say about the code or the number, beside the resend button. */
export type VerificationNotice =
  'resent' | 'resendTooSoon' | 'resendFailed' | 'numberChanged' | null;

/**
 * The verification's state: a code is sent when the screen opens (`status` is null until the lead
 * API answers, `failed` if it could not send one), a new one can be asked once the wait is over,
 * and a changed number gets a code of its own.
 */
export function useMobileVerification() {
  const api = useAfterOfferApi();
  const leadId = useAppSelector(selectLeadId);
  const [status, setStatus] = useState<MobileVerificationStatus | 'failed' | null>(null);
  const [notice, setNotice] = useState<VerificationNotice>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(
    status !== null && status !== 'failed' ? status.resendInSeconds : 0,
    status,
  );

  const start = useCallback(
    () =>
      leadId === undefined
        ? Promise.resolve()
        : api
            .startMobileVerification(leadId)
            .then((result) => setStatus(result.error ? 'failed' : result.data)),
    [api, leadId],
  );

  useEffect(() => {
    void start();
  }, [start]);

  const resend = async () => {
    if (leadId === undefined || resending) return;
    setResending(true);
    const result = await api.resendMobileCode(leadId);
    setResending(false);
    if (result.data) {
      setStatus(result.data);
      setNotice('resent');
    } else {
      setNotice(result.error.status === 429 ? 'resendTooSoon' : 'resendFailed');
    }
  };

  const numberChanged = () => {
    setNotice('numberChanged');
    void start();
  };

  return { status, notice, countdown, resending, start, resend, numberChanged };
}
