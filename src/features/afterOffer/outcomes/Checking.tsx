import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { leadStatusPolled } from '../../lead';
import { MessageScreen } from '../../layout';

const POLL_INTERVAL_MS = 1000;

/** Polls `/lead/status/{id}` until the lead leaves the checking state; the state then picks the route. */
export default function Checking() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      await dispatch(leadStatusPolled());
      if (!stopped) timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch]);

  return (
    <MessageScreen screen="checking">
      <div className="spinner" role="progressbar" aria-label={t('screens>checking>progress')} />
    </MessageScreen>
  );
}
