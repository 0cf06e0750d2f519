import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { formatDateTime, formatMoney, formatPercent } from '../../../lib/format';
import { selectApplicationResult } from '../../routing';
import { useBrandConfig } from '../../../app/servicesContext';
import { AllOffersExpired, ChooseOffer } from '../../partnerSteps';
import { MessageScreen } from '../../layout';
import { OffersUnshown } from './OffersUnshown';

/** The offers partner lenders made for this lead; each can be chosen until it expires. */
export default function Accepted() {
  const { t } = useTranslation();
  const config = useBrandConfig();
  const result = useAppSelector(selectApplicationResult);
  const offers = result?.offers ?? [];
  // Offers the lead API sent malformed were left out at the edge; the others still show.
  const someUnshown = (result?.unshownOffers ?? 0) > 0;
  const money = (value: number) => formatMoney(value, config.intlLocale, config.currency.code);
  if (offers.length === 0 && someUnshown) return <OffersUnshown />;

  return (
    <MessageScreen screen="accepted" tone="positive">
      {someUnshown ? <p role="status">{t('screens>accepted>someUnshown')}</p> : null}
      {offers.length > 0 ? (
        <ul className="offers" aria-label={t('screens>accepted>offersLabel')}>
          {offers.map((offer) => (
            <li key={offer.offerId} className="offer">
              <h2 className="offer__partner">{offer.partner.name}</h2>
              <dl className="offer__terms">
                <div>
                  <dt>{t('screens>accepted>amount')}</dt>
                  <dd>{money(offer.amount)}</dd>
                </div>
                <div>
                  <dt>{t('screens>accepted>period')}</dt>
                  <dd>
                    {t(
                      `fields>period>value_${offer.periodScale === 'months' ? 'months' : 'days'}`,
                      { count: offer.period },
                    )}
                  </dd>
                </div>
                {offer.monthlyPayment !== undefined ? (
                  <div>
                    <dt>{t('screens>accepted>monthlyPayment')}</dt>
                    <dd>{money(offer.monthlyPayment)}</dd>
                  </div>
                ) : null}
                {offer.totalCost !== undefined ? (
                  <div>
                    <dt>{t('screens>accepted>totalCost')}</dt>
                    <dd>{money(offer.totalCost)}</dd>
                  </div>
                ) : null}
                {offer.apr !== undefined ? (
                  <div>
                    <dt>{t('screens>accepted>apr')}</dt>
                    <dd>{formatPercent(offer.apr, config.intlLocale)}</dd>
                  </div>
                ) : null}
              </dl>
              {offer.expiresAt ? (
                <p className="offer__expiry">
                  {t('screens>accepted>expires', {
                    date: formatDateTime(offer.expiresAt, config.intlLocale),
                  })}
                </p>
              ) : null}
              <ChooseOffer offer={offer} partnerName={offer.partner.name} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('screens>accepted>noOffers')}</p>
      )}
      <AllOffersExpired offers={offers} />
    </MessageScreen>
  );
}
