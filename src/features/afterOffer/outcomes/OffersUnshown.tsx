import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { leadStatusPolled } from '../../lead';
import { MessageScreen } from '../../layout';
import { EmailContinueLink } from '../continue/EmailContinueLink';

/**
 * The lenders made offers, but every one the lead API sent was malformed and left out at the
 * edge: the screen says so plainly instead of "here are the others" over an empty list, and
 * offers the ways on: ask for them again (the lead's status, whose valid offers then show), or
 * have the continue link e-mailed to see them later, on any device.
 */
export function OffersUnshown() {
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
    <MessageScreen screen="offers-unshown">
      {askedAgain && !asking ? (
        <p role="alert">{t('screens>offers-unshown>stillUnshown')}</p>
      ) : null}
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
      <p>{t('screens>offers-unshown>comeBackLater')}</p>
      <EmailContinueLink />
    </MessageScreen>
  );
}
