import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectLeadId } from '../../lead';
import { useAfterOfferApi } from '../useAfterOfferApi';

type Sending =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; sentTo: string } | { kind: 'failed' };

/**
 * "E-mail me a link": the lead API sends the applicant's continue link to the e-mail the lead
 * holds (`POST /lead/continue-link`). The link opens the application on any device, and neither
 * it nor the lead id ever shows in this page's address bar; the screen says plainly where it went.
 */
export function EmailContinueLink() {
  const { t } = useTranslation();
  const leadId = useAppSelector(selectLeadId);
  const api = useAfterOfferApi();
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  if (leadId === undefined) return null;

  if (sending.kind === 'sent') {
    return <p role="status">{t('screens>continueLink>sent', { email: sending.sentTo })}</p>;
  }
  const send = async () => {
    setSending({ kind: 'sending' });
    const result = await api.sendContinueLink(leadId);
    setSending(result.error ? { kind: 'failed' } : { kind: 'sent', sentTo: result.data.sentTo });
  };
  const busy = sending.kind === 'sending';
  return (
    <>
      {sending.kind === 'failed' ? <p role="alert">{t('screens>continueLink>failed')}</p> : null}
      <button
        type="button"
        className="button button--secondary"
        aria-busy={busy}
        onClick={() => {
          if (!busy) void send();
        }}
      >
        {t(busy ? 'screens>continueLink>sending' : 'screens>continueLink>send')}
      </button>
    </>
  );
}
