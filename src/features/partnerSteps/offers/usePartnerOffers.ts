import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectApplicationResult } from '../../routing';
import { leadStatusPolled } from '../../lead';
import type { Offer } from '../../lead';

export interface PartnerOffers {
  offers: readonly Offer[];
  /** The offer the result is about, else the first. */
  offer: Offer | undefined;
  partnerName: string;
  /** True while the lead API is asked for offers the stored state lacks. */
  loading: boolean;
}

/**
 * The partner's offers from the application result. A tab restored without them (an old stored
 * state) asks the lead API once more, so the offer shows instead of an empty screen.
 */
export function usePartnerOffers(): PartnerOffers {
  const dispatch = useAppDispatch();
  const result = useAppSelector(selectApplicationResult);
  const offers = result?.offers ?? [];
  const asked = useRef(false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (offers.length > 0 || asked.current) return;
    asked.current = true;
    void dispatch(leadStatusPolled()).finally(() => setAnswered(true));
  }, [dispatch, offers.length]);
  const offer = offers.find((candidate) => candidate.offerId === result?.offerId) ?? offers[0];
  return {
    offers,
    offer,
    partnerName: result?.partner?.name ?? offer?.partner.name ?? '',
    loading: offers.length === 0 && !answered,
  };
}
