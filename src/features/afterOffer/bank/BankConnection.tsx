import '../afterOffer.css';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { FormFrame, stepHeading, useStepSubmit } from '../../form';
import { NAMESPACE } from '../AfterOfferForm';
import { PartnerLogos } from '../PartnerLogo';
import type { BankConnectionAdapter, BankProvider } from './bankConnectionAdapter';
import { useBankConnection } from './useBankConnection';

interface BankConnectionProps {
  provider: BankProvider;
  /** The step's translation key (`steps>{step}>…`). */
  step: 'instantor' | 'wenance-tink' | 'moneyman-paylands';
  adapter?: BankConnectionAdapter;
}

/**
 * A bank-connection step: the partner's flow opens inside the page through the adapter; when it
 * reports a connected account, `/lead/account` records it and the lead moves on. A failure can
 * be retried, or the applicant goes on without it (`/lead/skip/{id}`).
 */
export function BankConnection({ provider, step, adapter }: BankConnectionProps) {
  const { t } = useScreenTranslation(NAMESPACE);
  const frameTitle = t(`steps>${step}>frameTitle`);
  const { phase, frameRef, connect, skip } = useBankConnection({ provider, frameTitle, adapter });
  const failed = phase === 'failed' || phase === 'saveFailed';
  // connect() ignores a second press itself, and its call has its own end: no "still trying".
  const submit = useStepSubmit({
    pending: phase === 'connecting' || phase === 'saving',
    failed,
    retriesStalled: false,
  });
  const label = t(`steps>${step}>submit`);

  return (
    <FormFrame
      className="step after-offer bank-connection"
      heading={stepHeading(t, step)}
      titleMarksErrors={failed}
      onSubmit={() => {
        void connect();
        return undefined;
      }}
      submit={{
        state: submit,
        namespace: NAMESPACE,
        failureKey: phase === 'failed' ? 'steps>bank>failed' : 'form>saveFailed',
        label,
        // While the partner's frame is open the notice says "connecting": the button keeps its text.
        busyLabel: phase === 'connecting' ? label : undefined,
        inert: phase === 'connecting',
      }}
      footer={
        <button
          type="button"
          className="button button--link"
          onClick={() => void skip()}
          disabled={phase === 'saving'}
        >
          {t('steps>bank>skip')}
        </button>
      }
    >
      <PartnerLogos ids={[provider]} label={t('common>partnerLogos')} />
      <ul className="after-offer__points">
        <li>{t('steps>bank>pointReadOnly')}</li>
        <li>{t('steps>bank>pointSecure')}</li>
      </ul>
      <p className="after-offer__notice" role="status">
        {phase === 'connecting'
          ? t('steps>bank>connecting')
          : phase === 'saving'
            ? t('form>saving')
            : ''}
      </p>
      <div ref={frameRef} className="bank-connection__container" hidden={phase !== 'connecting'} />
    </FormFrame>
  );
}

export default BankConnection;
