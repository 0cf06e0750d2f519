import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useLeadSubmit, type FrameSubmitResult } from '../../form';
import type { Offer } from '../../lead';
import { OFFER_ENDPOINTS } from '../endpoints';
import { sendPartnerStep } from '../sendStep';

/**
 * The offer choice's state: which offer is chosen, whether a submit found none (the frame's
 * summary then takes the focus), and whether the partner refused the offers as expired. Submitting sends
 * the chosen offer to IPF Digital (Creditea).
 */
export function useIpfdOfferChoice(offers: readonly Offer[]) {
  const dispatch = useAppDispatch();
  const submit = useLeadSubmit({ retriesStalled: false });
  const [refused, setRefused] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);

  const choose = (offerId: string) => {
    setChosen(offerId);
    setMissingChoice(false);
  };

  const handleSubmit = (): FrameSubmitResult => {
    const offer = offers.find((candidate) => candidate.offerId === chosen);
    if (!offer) {
      setMissingChoice(true);
      return 'invalid';
    }
    submit.send(() =>
      sendPartnerStep(dispatch, {
        endpoint: OFFER_ENDPOINTS.creditea,
        extra: { offerId: offer.offerId },
        onOfferExpired: () => setRefused(true),
      }),
    );
    return undefined;
  };

  return { submit, refused, chosen, missingChoice, choose, handleSubmit };
}
