import '../afterOffer.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useServices } from '../../../app/servicesContext';
import { selectLeadId } from '../../lead';
import { useDocumentTitle, usePageHeading } from '../../layout';
import { NAMESPACE } from '../AfterOfferForm';
import { PartnerLogos } from '../PartnerLogo';
import { submitStep } from '../stepCall';
import {
  defaultBankConnectionAdapter,
  type BankConnectionAdapter,
  type BankProvider,
} from './bankConnectionAdapter';

type Phase = 'intro' | 'connecting' | 'saving' | 'failed' | 'saveFailed';

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
  const dispatch = useAppDispatch();
  const services = useServices();
  const leadId = useAppSelector(selectLeadId);
  const [phase, setPhase] = useState<Phase>('intro');
  const [reference, setReference] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t(`steps>${step}>title`), phase === 'failed' || phase === 'saveFailed');

  useEffect(() => () => abortRef.current?.abort(), []);

  const record = async (connected: string) => {
    setPhase('saving');
    const outcome = await submitStep(
      dispatch,
      { method: 'POST', path: '/lead/account' },
      {},
      { provider, reference: connected },
    );
    if (outcome.kind !== 'done') setPhase('saveFailed');
  };

  const connect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (leadId === undefined || phase === 'connecting' || phase === 'saving') return;
    if (phase === 'saveFailed' && reference !== null) {
      await record(reference);
      return;
    }
    const container = frameRef.current;
    if (!container) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase('connecting');
    const result = await (adapter ?? defaultBankConnectionAdapter(services.env.apiBaseUrl)).connect(
      {
        provider,
        leadId,
        container,
        title: t(`steps>${step}>frameTitle`),
        signal: controller.signal,
      },
    );
    if (controller.signal.aborted) return;
    if (result.status === 'connected') {
      setReference(result.reference);
      await record(result.reference);
    } else {
      setPhase('failed');
    }
  };

  const skip = async () => {
    if (leadId === undefined) return;
    abortRef.current?.abort();
    setPhase('saving');
    const outcome = await submitStep(
      dispatch,
      { method: 'POST', path: `/lead/skip/${encodeURIComponent(leadId)}` },
      {},
      undefined,
    );
    if (outcome.kind !== 'done') setPhase('saveFailed');
  };

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
