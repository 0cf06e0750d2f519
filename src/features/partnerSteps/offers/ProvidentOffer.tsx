import { useState } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch } from '../../../app/hooks';
import { useBrandConfig } from '../../../app/servicesContext';
import { formatMoney } from '../../../lib/format';
import { clampToLimits, type Limits } from '../../../lib/loanMath';
import { RangeField, useLeadSubmit } from '../../form';
import type { Offer } from '../../lead';
import { OFFER_ENDPOINTS } from '../endpoints';
import { NAMESPACE } from '../namespace';
import { sendPartnerStep } from '../sendStep';
import { OfferCard } from './OfferCard';
import { OfferExpired } from './OfferExpired';
import { OfferFrame } from './OfferFrame';
import { OfferStepForm } from './OfferStepForm';
import { OfferUnavailable } from './OfferUnavailable';
import { annuity } from './annuity';
import { useOfferExpired } from './useOfferExpired';
import { usePartnerOffers } from './usePartnerOffers';

const STEP = 'provident-offer';
/** Provident's home-credit terms (docs/api.md): 3 to 24 months, from 100 up to the offered amount. */
export const PROVIDENT_MONTHS: Limits = { min: 3, max: 24, step: 1 };
const MIN_AMOUNT = 100;
const AMOUNT_STEP = 50;

function amountLimits(offer: Offer): Limits {
  return { min: Math.min(MIN_AMOUNT, offer.amount), max: offer.amount, step: AMOUNT_STEP };
}

/** Provident's offer, which the applicant may lower or spread differently before taking it. */
export default function ProvidentOffer() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const submit = useLeadSubmit({ retriesStalled: false });
  const { offer, partnerName, loading } = usePartnerOffers();
  const expired = useOfferExpired(offer);
  const [refused, setRefused] = useState(false);
  const [chosen, setChosen] = useState<{ amount?: number; period?: number }>({});

  if (!offer) return <OfferUnavailable step={STEP} loading={loading} />;
  if (expired || refused) {
    return (
      <OfferFrame step={STEP}>
        <OfferCard offer={offer} partnerName={partnerName} expired />
        <OfferExpired />
      </OfferFrame>
    );
  }

  const money = (value: number) => formatMoney(value, config.intlLocale, config.currency.code);
  const months = (value: number) => t('fields>period>value_months', { count: value });
  const amountRange = amountLimits(offer);
  const offeredMonths = offer.periodScale === 'months' ? offer.period : PROVIDENT_MONTHS.max;
  const amount = clampToLimits(chosen.amount ?? offer.amount, amountRange);
  const period = clampToLimits(chosen.period ?? offeredMonths, PROVIDENT_MONTHS);
  const monthlyPayment = offer.apr === undefined ? undefined : annuity(amount, offer.apr, period);

  const handleSubmit = () => {
    submit.send(() =>
      sendPartnerStep(dispatch, {
        endpoint: OFFER_ENDPOINTS.provident,
        extra: { offerId: offer.offerId, amount, period },
        onOfferExpired: () => setRefused(true),
      }),
    );
    return undefined;
  };

  return (
    <OfferStepForm step={STEP} onSubmit={handleSubmit} submit={submit}>
      <OfferCard offer={offer} partnerName={partnerName} expired={false} />
      <RangeField
        name="amount"
        value={amount}
        limits={amountRange}
        format={money}
        onChange={(value) => setChosen((current) => ({ ...current, amount: value }))}
      />
      <RangeField
        name="period"
        value={period}
        limits={PROVIDENT_MONTHS}
        format={months}
        onChange={(value) => setChosen((current) => ({ ...current, period: value }))}
      />
      {monthlyPayment !== undefined ? (
        <p className="loan-summary" aria-live="polite">
          {t(`steps>${STEP}>summary`, {
            payment: money(monthlyPayment),
            total: money(Math.round(monthlyPayment * period * 100) / 100),
          })}
        </p>
      ) : null}
    </OfferStepForm>
  );
}
