import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../../app/servicesContext';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import type { Offer } from '../../lead';
import { NAMESPACE } from '../namespace';
import '../partnerSteps.css';

interface OfferTermsProps {
  offer: Offer;
  expired: boolean;
  /** Leave out amount, period and expiry where the surrounding choice already says them. */
  compact?: boolean;
}

/** An offer's terms in the brand's locale and currency, and until when it can be taken. */
export function OfferTerms({ offer, expired, compact = false }: OfferTermsProps) {
  const { t } = useTranslation(NAMESPACE);
  const config = useBrandConfig();
  const money = (value: number) => formatMoney(value, config.intlLocale, config.currency.code);
  const period = t(`fields>period>value_${offer.periodScale === 'months' ? 'months' : 'days'}`, {
    count: offer.period,
  });
  const terms: [string, string][] = compact
    ? []
    : [
        ['amount', money(offer.amount)],
        ['period', period],
      ];
  if (offer.monthlyPayment !== undefined)
    terms.push(['monthlyPayment', money(offer.monthlyPayment)]);
  if (offer.totalCost !== undefined) terms.push(['totalCost', money(offer.totalCost)]);
  if (offer.apr !== undefined) terms.push(['apr', formatPercent(offer.apr, config.intlLocale)]);

  return (
    <>
      <dl className="offer__terms">
        {terms.map(([term, value]) => (
          <div key={term}>
            <dt>{t(`offer>${term}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {offer.expiresAt && !compact ? (
        <p className={`offer__expiry${expired ? ' offer__expiry--expired' : ''}`}>
          {t(expired ? 'offer>expiredAt' : 'offer>validUntil', {
            date: formatDateTime(offer.expiresAt, config.intlLocale),
          })}
        </p>
      ) : null}
    </>
  );
}
