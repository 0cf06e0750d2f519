import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { leadStatusPolled, selectLeadId } from '../../lead';
import { MessageScreen } from '../../layout';
import { EmailContinueLink } from '../continue/EmailContinueLink';
import { CHECKING_BOUND_MS, nextPollDelay } from './statusPolling';

/**
 * Polls `/lead/status/{id}` until the lead leaves the checking state; the state then picks the
 * route. Failures back off (statusPolling.ts); a minute after the screen opened, by the clock and
 * whatever the polls are doing, the polling rests and the applicant chooses: keep waiting (another
 * minute), or have the continue link e-mailed to come back later, on any device.
 */
export default function Checking() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const leadId = useAppSelector(selectLeadId);
  // Each round of waiting is a minute of polling; "keep waiting" starts the next one.
  const [round, setRound] = useState(0);
  const [overdue, setOverdue] = useState(false);

  useEffect(() => {
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let pollOut: { abort(): void } | undefined;
    let stopped = false;
    let failuresInARow = 0;
    const poll = async () => {
      const request = dispatch(leadStatusPolled());
      pollOut = request;
      const result = await request;
      pollOut = undefined;
      if (stopped) return;
      failuresInARow = leadStatusPolled.rejected.match(result) ? failuresInARow + 1 : 0;
      pollTimer = setTimeout(() => void poll(), nextPollDelay(failuresInARow));
    };
    const stop = () => {
      stopped = true;
      clearTimeout(pollTimer);
      pollOut?.abort();
    };
    // The bound runs on the clock, not on answers: a poll that hangs cannot hold it back.
    const bound = setTimeout(() => {
      stop();
      setOverdue(true);
    }, CHECKING_BOUND_MS);
    void poll();
    return () => {
      clearTimeout(bound);
      stop();
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
          <>
            <p>{t('screens>checking>comeBackLater')}</p>
            <EmailContinueLink />
          </>
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
