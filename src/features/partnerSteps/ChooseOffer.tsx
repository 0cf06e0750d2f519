import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSubmitStatus } from '../lead';
import type { Offer } from '../lead';
import { OFFER_ENDPOINTS } from './endpoints';
import { NAMESPACE } from './namespace';
import './partnerSteps.css';
import { useOfferExpired } from './offers/useOfferExpired';
import { sendPartnerStep } from './sendStep';

/**
 * The accepted screen's action on one offer: a `sale` offer goes to the partner's site through
 * /lead/sale, any other is taken here through /lead/offer/payment. An expired offer cannot be
 * chosen; the screen says so instead of offering the button.
 */
export function ChooseOffer({ offer, partnerName }: { offer: Offer; partnerName: string }) {
  const { t } = useTranslation(NAMESPACE, { useSuspense: true });
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSubmitStatus);
  const expired = useOfferExpired(offer);
  const [refused, setRefused] = useState(false);
  const [sent, setSent] = useState(false);

  if (expired || refused) {
    return (
      <p className="offer__expired" role="status">
        {t('offer>expiredOnList')}
      </p>
    );
  }

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    setSent(true);
    void sendPartnerStep(dispatch, {
      endpoint: offer.acceptance === 'sale' ? OFFER_ENDPOINTS.sale : OFFER_ENDPOINTS.payment,
      extra: { offerId: offer.offerId },
      onOfferExpired: () => setRefused(true),
    });
  };
  const failed = sent && status === 'failed';
  const pending = sent && status === 'pending';
  return (
    <form
      className="offer__choose"
      onSubmit={handleSubmit}
      aria-label={t('offer>chooseLabel', { partner: partnerName })}
    >
      {failed ? (
        <p className="step__failure" role="alert">
          {t('offer>chooseFailed')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        aria-busy={pending}
        disabled={status === 'pending' && !pending}
      >
        {pending ? t('form>saving') : failed ? t('form>retry') : t('offer>choose')}
      </button>
    </form>
  );
}
