import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { leadStatusPolled } from '../lead';

/**
 * "Try again" for a screen whose answer from the lead API could not be used (malformed offers, a
 * partner link refused): asks for the lead's status once more, and its answer, if usable now,
 * replaces the one in hand. `stillFailingKey` says so when asking again did not help.
 */
export function AskStatusAgain({ stillFailingKey }: { stillFailingKey?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [askedAgain, setAskedAgain] = useState(false);
  const askAgain = async () => {
    setAsking(true);
    await dispatch(leadStatusPolled());
    setAsking(false);
    setAskedAgain(true);
  };
  return (
    <>
      {askedAgain && !asking && stillFailingKey ? <p role="alert">{t(stillFailingKey)}</p> : null}
      <button
        type="button"
        className="button button--primary"
        aria-busy={asking}
        onClick={() => {
          if (!asking) void askAgain();
        }}
      >
        {t('form>retry')}
      </button>
    </>
  );
}
