import { useState } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import type { FieldDefinition } from '../../form';
import type { LeadStepEndpoint } from '../../lead';
import { OFFER_ENDPOINTS } from '../endpoints';
import { NAMESPACE } from '../namespace';
import { PartnerStepForm } from '../PartnerStepForm';
import { MONTHLY_PAYMENT_DAY, PAYOUT_IBAN } from '../stepFields';
import { OfferCard } from './OfferCard';
import { OfferExpired } from './OfferExpired';
import { OfferFrame } from './OfferFrame';
import { OfferUnavailable } from './OfferUnavailable';
import { useOfferExpired } from './useOfferExpired';
import { usePartnerOffers } from './usePartnerOffers';

export type SingleOfferStep = 'cofidis-offer' | 'instabank-offer' | 'proficredit-offer';

/**
 * Cofidis and Instabank pay out through the funnel, so they need the collection day (and Cofidis
 * the account to pay into); Proficredit takes the applicant on to sign with it.
 */
const SINGLE_OFFER_STEPS: Readonly<
  Record<SingleOfferStep, { endpoint: LeadStepEndpoint; fields: readonly FieldDefinition[] }>
> = {
  'cofidis-offer': {
    endpoint: OFFER_ENDPOINTS.payment,
    fields: [MONTHLY_PAYMENT_DAY, PAYOUT_IBAN],
  },
  'instabank-offer': { endpoint: OFFER_ENDPOINTS.payment, fields: [MONTHLY_PAYMENT_DAY] },
  'proficredit-offer': { endpoint: OFFER_ENDPOINTS.proficredit, fields: [] },
};

/** A partner's one offer with its terms and expiry; taking it calls the partner's call. */
export default function PartnerOfferScreen({ step }: { step: SingleOfferStep }) {
  useScreenTranslation(NAMESPACE);
  const { offer, partnerName, loading } = usePartnerOffers();
  const expired = useOfferExpired(offer);
  // The lead API may know better than the clock here: it refuses an offer that has expired.
  const [refused, setRefused] = useState(false);
  const { endpoint, fields } = SINGLE_OFFER_STEPS[step];

  if (!offer) return <OfferUnavailable step={step} loading={loading} />;
  const card = <OfferCard offer={offer} partnerName={partnerName} expired={expired || refused} />;
  if (expired || refused) {
    return (
      <OfferFrame step={step}>
        {card}
        <OfferExpired />
      </OfferFrame>
    );
  }
  return (
    <PartnerStepForm
      step={step}
      fields={fields}
      endpoint={endpoint}
      extra={{ offerId: offer.offerId }}
      onOfferExpired={() => setRefused(true)}
    >
      {card}
    </PartnerStepForm>
  );
}
