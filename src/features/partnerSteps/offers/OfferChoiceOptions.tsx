import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useBrandConfig } from '../../../app/servicesContext';
import { formatMoney } from '../../../lib/format';
import type { Offer } from '../../lead';
import { NAMESPACE } from '../namespace';
import { OfferTerms } from './OfferTerms';

interface OfferChoiceOptionsProps {
  /** The fieldset's id, which the error summary links to and each option's id extends. */
  id: string;
  offers: readonly Offer[];
  chosen: string | null;
  missingChoice: boolean;
  onChoose: (offerId: string) => void;
}

/** The offers as radios, each with its terms, and the message when none was chosen. */
export function OfferChoiceOptions({
  id,
  offers,
  chosen,
  missingChoice,
  onChoose,
}: OfferChoiceOptionsProps) {
  const { t } = useScreenTranslation(NAMESPACE);
  const config = useBrandConfig();
  const money = (value: number) => formatMoney(value, config.intlLocale, config.currency.code);
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className={`field offer-choice${missingChoice ? ' field--invalid' : ''}`}
      aria-invalid={missingChoice ? true : undefined}
      tabIndex={-1}
    >
      <legend>{t('fields>offerId>label')}</legend>
      {offers.map((offer, index) => {
        const optionId = `${id}-${index}`;
        const isChosen = chosen === offer.offerId;
        return (
          <div
            key={offer.offerId}
            className={`offer offer-choice__option${isChosen ? ' offer-choice__option--chosen' : ''}`}
          >
            <div className="offer-choice__control">
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the rule's table has aria-invalid for radiogroup only; readers announce it on a native radio */}
              <input
                id={optionId}
                type="radio"
                name="offerId"
                value={offer.offerId}
                checked={isChosen}
                autoComplete="off"
                // A screen reader reads a radio's own state, not its group's (ARIA 1.2 deprecates
                // aria-invalid on a group); the fieldset keeps it for the summary's link and style.
                aria-invalid={missingChoice ? true : undefined}
                aria-describedby={[`${optionId}-terms`, missingChoice ? errorId : null]
                  .filter(Boolean)
                  .join(' ')}
                onChange={() => onChoose(offer.offerId)}
              />
              <label htmlFor={optionId}>
                {t('fields>offerId>option', {
                  period: t(
                    `fields>period>value_${offer.periodScale === 'months' ? 'months' : 'days'}`,
                    { count: offer.period },
                  ),
                  amount: money(offer.amount),
                })}
              </label>
            </div>
            <div id={`${optionId}-terms`}>
              <OfferTerms offer={offer} expired={false} compact />
            </div>
          </div>
        );
      })}
      {missingChoice ? (
        <p id={errorId} className="field__error">
          {t('errors>chooseOffer')}
        </p>
      ) : null}
    </fieldset>
  );
}
