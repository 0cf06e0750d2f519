import { useState } from 'react';
import { useScreenTranslation } from '../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormFrame, useStepSubmit } from '../form';
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
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSubmitStatus);
  const expired = useOfferExpired(offer);
  const [refused, setRefused] = useState(false);
  const [sent, setSent] = useState(false);
  // Only this offer's own save shows here; another offer's save on its way disables the button.
  const submit = useStepSubmit({
    pending: sent && status === 'pending',
    failed: sent && status === 'failed',
    retriesStalled: false,
  });

  if (expired || refused) {
    return (
      <p className="offer__expired" role="status">
        {t('offer>expiredOnList')}
      </p>
    );
  }

  const handleSubmit = () => {
    submit.send(() => {
      setSent(true);
      return sendPartnerStep(dispatch, {
        endpoint: offer.acceptance === 'sale' ? OFFER_ENDPOINTS.sale : OFFER_ENDPOINTS.payment,
        extra: { offerId: offer.offerId },
        onOfferExpired: () => setRefused(true),
      });
    });
    return undefined;
  };
  return (
    <FormFrame
      className="offer__choose"
      label={t('offer>chooseLabel', { partner: partnerName })}
      onSubmit={handleSubmit}
      submit={{
        state: submit,
        namespace: NAMESPACE,
        failureKey: 'offer>chooseFailed',
        label: t('offer>choose'),
        disabled: status === 'pending' && !submit.pending,
      }}
    />
  );
}
