import type { Offer } from '../../lead';
import { OfferTerms } from './OfferTerms';

/** One partner offer: who makes it, its terms and its expiry. */
export function OfferCard({
  offer,
  partnerName,
  expired,
}: {
  offer: Offer;
  partnerName: string;
  expired: boolean;
}) {
  return (
    <article className="offer" aria-labelledby={`offer-${offer.offerId}`}>
      <h2 className="offer__partner" id={`offer-${offer.offerId}`}>
        {partnerName}
      </h2>
      <OfferTerms offer={offer} expired={expired} />
    </article>
  );
}
