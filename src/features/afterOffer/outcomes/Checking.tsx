import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { leadStatusPolled, selectLeadId } from '../../lead';
import { AppLink, MessageScreen } from '../../layout';
import { CHECKING_BOUND_MS, nextPollDelay } from './statusPolling';

/**
 * Polls `/lead/status/{id}` until the lead leaves the checking state; the state then picks the
 * route. Failures back off (statusPolling.ts); after a minute the polling rests and the applicant
 * chooses: keep waiting (another minute), or come back later through the continue link.
 */
export default function Checking() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const leadId = useAppSelector(selectLeadId);
  // Each round of waiting is a minute of polling; "keep waiting" starts the next one.
  const [round, setRound] = useState(0);
  const [overdue, setOverdue] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failuresInARow = 0;
    const startedAt = Date.now();
    const poll = async () => {
      const result = await dispatch(leadStatusPolled());
      if (stopped) return;
      failuresInARow = leadStatusPolled.rejected.match(result) ? failuresInARow + 1 : 0;
      const delay = nextPollDelay(failuresInARow);
      if (Date.now() + delay - startedAt > CHECKING_BOUND_MS) setOverdue(true);
      else timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch, round]);

  if (overdue) {
    return (
      <MessageScreen screen="checking">
        <p role="status">{t('screens>checking>overdue')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setOverdue(false);
            setRound((current) => current + 1);
          }}
        >
          {t('screens>checking>keepWaiting')}
        </button>
        {leadId === undefined ? null : (
          <p>
            {t('screens>checking>comeBackLater')}{' '}
            <AppLink to={`/continue/${encodeURIComponent(leadId)}`}>
              {t('screens>checking>continueLink')}
            </AppLink>
          </p>
        )}
      </MessageScreen>
    );
  }

  return (
    <MessageScreen screen="checking">
      <div className="spinner" role="progressbar" aria-label={t('screens>checking>progress')} />
    </MessageScreen>
  );
}
