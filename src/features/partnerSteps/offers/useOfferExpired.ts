import { useEffect, useState } from 'react';
import type { Offer } from '../../lead';
import { notify } from '../../notifications';

/** setTimeout's longest delay; a later expiry is re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

export function isOfferExpired(offer: Pick<Offer, 'expiresAt'>, now: number): boolean {
  if (offer.expiresAt === undefined) return false;
  const expiresAt = Date.parse(offer.expiresAt);
  return !Number.isNaN(expiresAt) && expiresAt <= now;
}

/**
 * Whether the offer has expired (specification section 9: offers expire 24 hours after they are
 * made), turning true at the moment it expires while the screen is open.
 */
export function useOfferExpired(offer: Pick<Offer, 'expiresAt'> | undefined): boolean {
  const expiresAt = offer?.expiresAt;
  const [now, setNow] = useState(() => Date.now());
  const expired = offer !== undefined && isOfferExpired(offer, now);
  useEffect(() => {
    if (expiresAt === undefined || expired) return;
    const remaining = Date.parse(expiresAt) - Date.now();
    if (Number.isNaN(remaining)) return;
    // Also when it has just passed (a new offer, a stale clock): the timer brings `now` up to date.
    const timer = setTimeout(
      () => {
        const at = Date.now();
        setNow(at);
        // It expired while the applicant was looking, perhaps somewhere else on the page.
        if (isOfferExpired({ expiresAt }, at)) notify('warning', 'offerExpired');
      },
      Math.min(Math.max(remaining + 1, 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, expired, now]);
  return expired;
}
