import { useEffect, useState } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppSelector } from '../../../app/hooks';
import { selectLeadId } from '../../lead';
import Redirected from './Redirected';
import { NAMESPACE } from '../AfterOfferForm';
import type { LeadRedirect } from '../api';
import { useAfterOfferApi } from '../useAfterOfferApi';
import { PreviouslyRedirected } from './PreviouslyRedirected';
import { rememberRedirect, wasRedirectedHere, wasRedirectedThisSession } from './redirectFlags';

type Decision =
  { kind: 'checking' } | { kind: 'first' } | { kind: 'before'; redirect: LeadRedirect | null };

/**
 * `/redirected` with memory: the first time, the applicant is sent on to the partner (and the
 * server records it); a lead redirected before, in this tab, on this device or (through the
 * server) on another, is told so and is not sent away again unasked.
 */
export default function RedirectedScreen() {
  const { t } = useScreenTranslation(NAMESPACE);
  const api = useAfterOfferApi();
  const leadId = useAppSelector(selectLeadId);
  const [decision, setDecision] = useState<Decision>(() =>
    leadId === undefined ? { kind: 'first' } : { kind: 'checking' },
  );

  useEffect(() => {
    if (leadId === undefined) return;
    let cancelled = false;
    void api.leadRedirect(leadId).then((result) => {
      if (cancelled) return;
      const before =
        result.data?.redirected === true ||
        wasRedirectedHere(leadId) ||
        wasRedirectedThisSession(leadId);
      setDecision(before ? { kind: 'before', redirect: result.data ?? null } : { kind: 'first' });
    });
    return () => {
      cancelled = true;
    };
  }, [api, leadId]);

  useEffect(() => {
    if (decision.kind !== 'first' || leadId === undefined) return;
    rememberRedirect(leadId);
    void api.recordRedirect(leadId);
  }, [decision.kind, api, leadId]);

  if (decision.kind === 'checking')
    return <div className="spinner" role="progressbar" aria-label={t('common>loading')} />;
  if (decision.kind === 'before') return <PreviouslyRedirected redirect={decision.redirect} />;
  return <Redirected />;
}
