import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { applicationResultCleared } from '../../lead';
import { NAMESPACE } from '../namespace';
import '../partnerSteps.css';

/**
 * An expired offer cannot be taken: says so and offers the way on, a new application (the
 * answers stay, so it takes a minute), since the lender's decision no longer holds.
 */
export function OfferExpired({ messageKey = 'offer>expiredBody' }: { messageKey?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  return (
    <div className="offer-expired">
      <p role="alert" className="offer-expired__message">
        {t(messageKey)}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch(applicationResultCleared())}
      >
        {t('offer>startAgain')}
      </button>
    </div>
  );
}
