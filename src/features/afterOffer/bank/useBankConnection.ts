import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useServices } from '../../../app/servicesContext';
import { selectLeadId } from '../../lead';
import { submitStep } from '../stepCall';
import {
  defaultBankConnectionAdapter,
  type BankConnectionAdapter,
  type BankProvider,
} from './bankConnectionAdapter';

export type BankConnectionPhase = 'intro' | 'connecting' | 'saving' | 'failed' | 'saveFailed';

interface BankConnectionOptions {
  provider: BankProvider;
  /** The partner frame's title, for a screen reader. */
  frameTitle: string;
  adapter?: BankConnectionAdapter;
}

/**
 * The bank connection's phases: `connect` opens the partner's flow in `frameRef` and records the
 * account it reports (or records again the one whose save failed); `skip` goes on without it.
 * Leaving the screen aborts a flow still open.
 */
export function useBankConnection({ provider, frameTitle, adapter }: BankConnectionOptions) {
  const dispatch = useAppDispatch();
  const services = useServices();
  const leadId = useAppSelector(selectLeadId);
  const [phase, setPhase] = useState<BankConnectionPhase>('intro');
  const [reference, setReference] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

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

  const connect = async () => {
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
      { provider, leadId, container, title: frameTitle, signal: controller.signal },
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

  return { phase, frameRef, connect, skip };
}
