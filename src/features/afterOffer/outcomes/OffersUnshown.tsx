import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../layout';
import { AskStatusAgain } from '../AskStatusAgain';
import { EmailContinueLink } from '../continue/EmailContinueLink';

/**
 * The lenders made offers, but every one the lead API sent was malformed and left out at the
 * edge: the screen says so plainly instead of "here are the others" over an empty list, and
 * offers the ways on: ask for them again (the lead's status, whose valid offers then show), or
 * have the continue link e-mailed to see them later, on any device.
 */
export function OffersUnshown() {
  const { t } = useTranslation();
  return (
    <MessageScreen screen="offers-unshown">
      <AskStatusAgain stillFailingKey="screens>offers-unshown>stillUnshown" />
      <p>{t('screens>offers-unshown>comeBackLater')}</p>
      <EmailContinueLink />
    </MessageScreen>
  );
}
