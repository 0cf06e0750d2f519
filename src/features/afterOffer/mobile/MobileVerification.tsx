import { useState } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch } from '../../../app/hooks';
import type { AppDispatch } from '../../../app/store';
import { usePhoneCheckFor, verificationCode } from '../../form';
import type { DraftValue } from '../../lead';
import { AfterOfferForm, NAMESPACE } from '../AfterOfferForm';
import { fieldError, submitStep } from '../stepCall';
import { ChangeNumberPanel, CHANGE_NUMBER_FIELDS } from './ChangeNumberPanel';
import { useMobileVerification } from './useMobileVerification';
import { VerificationActions } from './VerificationActions';

export const CODE_FIELD = verificationCode.field;
const SECRET_FIELDS = [CODE_FIELD];
const CHECKS = {
  code: (value: unknown) =>
    typeof value === 'string' && /^\d{6}$/.test(value.replace(/\s/g, ''))
      ? null
      : { key: 'code.format' },
};
const VERIFY_ENDPOINT = { method: 'POST', path: '/lead/mobile/verification' } as const;

/** The code as typed, spaces dropped; the lead API's refusals are the code field's errors. */
function sendCode(dispatch: AppDispatch, code: DraftValue | undefined) {
  return submitStep(
    dispatch,
    VERIFY_ENDPOINT,
    {},
    { code: String(code ?? '').replace(/\s/g, '') },
    {
      422: fieldError('code', 'code.wrong'),
      410: fieldError('code', 'code.expired'),
      429: fieldError('code', 'code.tooMany'),
    },
  );
}

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
  const { status, notice, countdown, resending, start, resend, numberChanged } =
    useMobileVerification();
  const [changing, setChanging] = useState(false);

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
        onSubmit={(values) => sendCode(dispatch, values.code)}
        footer={
          <VerificationActions
            notice={notice}
            maskedPhone={status.maskedPhoneNumber}
            countdown={countdown}
            resending={resending}
            changing={changing}
            onResend={() => void resend()}
            onToggleChange={() => setChanging((open) => !open)}
          />
        }
      />
      {changing ? (
        <ChangeNumberPanel
          onChanged={() => {
            setChanging(false);
            numberChanged();
          }}
        />
      ) : null}
    </div>
  );
}
