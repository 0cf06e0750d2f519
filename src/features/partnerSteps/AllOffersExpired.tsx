import { useScreenTranslation } from '../../i18n/useScreenTranslation';
import type { Offer } from '../lead';
import { NAMESPACE } from './namespace';
import { OfferExpired } from './offers/OfferExpired';
import { useOfferExpired } from './offers/useOfferExpired';

/** On the accepted screen: once every offer has expired, the way on (a new application). */
export function AllOffersExpired({ offers }: { offers: readonly Offer[] }) {
  useScreenTranslation(NAMESPACE);
  const latest = offers.reduce<Offer | undefined>(
    (found, offer) => (!found || (offer.expiresAt ?? '') > (found.expiresAt ?? '') ? offer : found),
    undefined,
  );
  // The last offer to expire decides (re-rendered when it does); one without expiry never does.
  const lastExpired = useOfferExpired(latest);
  const allExpired = lastExpired && offers.every((offer) => offer.expiresAt !== undefined);
  return allExpired ? <OfferExpired messageKey="offer>allExpired" /> : null;
}
