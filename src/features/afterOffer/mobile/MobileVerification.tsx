import { useCallback, useEffect, useState } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePhoneCheckFor, verificationCode } from '../../form';
import { selectLeadId } from '../../lead';
import type { MobileVerificationStatus } from '../api';
import { AfterOfferForm, NAMESPACE } from '../AfterOfferForm';
import { fieldError, submitStep } from '../stepCall';
import { useAfterOfferApi } from '../useAfterOfferApi';
import { ChangeNumberPanel, CHANGE_NUMBER_FIELDS } from './ChangeNumberPanel';
import { useCountdown } from './useCountdown';

export const CODE_FIELD = verificationCode.field;
const SECRET_FIELDS = [CODE_FIELD];
const CHECKS = {
  code: (value: unknown) =>
    typeof value === 'string' && /^\d{6}$/.test(value.replace(/\s/g, ''))
      ? null
      : { key: 'code.format' },
};
const VERIFY_ENDPOINT = { method: 'POST', path: '/lead/mobile/verification' } as const;

type Notice = 'resent' | 'resendTooSoon' | 'resendFailed' | 'numberChanged' | null;

/**
 * `/mobile-verification` (7): a code goes to the applicant's mobile when the screen opens; they
 * type it, ask for a new one after a wait, or correct the number. The code is never stored.
 */
export default function MobileVerification() {
  const { t } = useScreenTranslation(NAMESPACE);
  // The "wrong number?" panel checks a phone: the screen waits for the phone check with its own
  // code, so the panel opens at once.
  usePhoneCheckFor(CHANGE_NUMBER_FIELDS);
  const dispatch = useAppDispatch();
  const api = useAfterOfferApi();
  const leadId = useAppSelector(selectLeadId);
  const [status, setStatus] = useState<MobileVerificationStatus | 'failed' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [changing, setChanging] = useState(false);
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

  if (status === null) {
    return (
      <div
        className="spinner"
        role="progressbar"
        aria-label={t('steps>mobile-verification>sending')}
      />
    );
  }
  if (status === 'failed') {
    return (
      <section className="message message--negative" aria-labelledby="mobile-verification-failed">
        <h1 id="mobile-verification-failed">{t('steps>mobile-verification>title')}</h1>
        <p role="alert">{t('steps>mobile-verification>sendFailed')}</p>
        <button type="button" className="button button--primary" onClick={() => void start()}>
          {t('form>retry')}
        </button>
      </section>
    );
  }

  return (
    <div className="after-offer__stack">
      <AfterOfferForm
        step="mobile-verification"
        fields={[]}
        secretFields={SECRET_FIELDS}
        checks={CHECKS}
        introValues={{ phone: status.maskedPhoneNumber }}
        onSubmit={(values) =>
          submitStep(
            dispatch,
            VERIFY_ENDPOINT,
            {},
            { code: String(values.code ?? '').replace(/\s/g, '') },
            {
              422: fieldError('code', 'code.wrong'),
              410: fieldError('code', 'code.expired'),
              429: fieldError('code', 'code.tooMany'),
            },
          )
        }
        footer={
          <div className="after-offer__actions">
            <p className="after-offer__notice" role="status">
              {notice
                ? t(`steps>mobile-verification>${notice}`, { phone: status.maskedPhoneNumber })
                : ''}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={countdown > 0 || resending}
              onClick={() => void resend()}
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
              onClick={() => setChanging((open) => !open)}
            >
              {t('steps>mobile-verification>changeNumber')}
            </button>
          </div>
        }
      />
      {changing ? (
        <ChangeNumberPanel
          onChanged={() => {
            setChanging(false);
            setNotice('numberChanged');
            void start();
          }}
        />
      ) : null}
    </div>
  );
}
