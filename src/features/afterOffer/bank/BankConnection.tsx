import '../afterOffer.css';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useDocumentTitle, usePageHeading } from '../../layout';
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
  const headingRef = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t(`steps>${step}>title`), phase === 'failed' || phase === 'saveFailed');

  const busy = phase === 'connecting' || phase === 'saving';
  return (
    <form
      className="step after-offer bank-connection"
      noValidate
      onSubmit={(event) => void connect(event)}
      aria-labelledby={`${step}-title`}
    >
      <h1 id={`${step}-title`} ref={headingRef} tabIndex={-1}>
        {t(`steps>${step}>title`)}
      </h1>
      <p className="step__intro">{t(`steps>${step}>intro`)}</p>
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
      {phase === 'failed' ? (
        <p className="step__failure" role="alert">
          {t('steps>bank>failed')}
        </p>
      ) : null}
      {phase === 'saveFailed' ? (
        <p className="step__failure" role="alert">
          {t('form>saveFailed')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        aria-busy={busy}
        // Not `disabled`: a disabled button drops the keyboard focus to the page's start while
        // the partner's frame opens. A second press is ignored by connect() instead.
        aria-disabled={phase === 'connecting' || undefined}
      >
        {phase === 'failed' || phase === 'saveFailed' ? t('form>retry') : t(`steps>${step}>submit`)}
      </button>
      <button
        type="button"
        className="button button--link"
        onClick={() => void skip()}
        disabled={phase === 'saving'}
      >
        {t('steps>bank>skip')}
      </button>
    </form>
  );
}

export default BankConnection;
