import { Spinner } from '../../layout';
import { OfferExpired } from './OfferExpired';
import { OfferFrame } from './OfferFrame';

/** While the offer is fetched, a spinner; when the lead API has none, a way on. */
export function OfferUnavailable({ step, loading }: { step: string; loading: boolean }) {
  return (
    <OfferFrame step={step}>
      {loading ? <Spinner /> : <OfferExpired messageKey="offer>missing" />}
    </OfferFrame>
  );
}
