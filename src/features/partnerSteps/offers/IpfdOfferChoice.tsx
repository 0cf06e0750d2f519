import { useRef, useState, type FormEvent } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useBrandConfig } from '../../../app/servicesContext';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { inPageHref } from '../../../lib/inPageHref';
import { focusSummaryOnNextFrame, SubmitButton, useStepSubmit } from '../../form';
import { selectSubmitStatus } from '../../lead';
import { usePageHeading, useDocumentTitle } from '../../layout';
import { OFFER_ENDPOINTS } from '../endpoints';
import { NAMESPACE } from '../namespace';
import { sendPartnerStep } from '../sendStep';
import { OfferCard } from './OfferCard';
import { OfferExpired } from './OfferExpired';
import { OfferFrame } from './OfferFrame';
import { OfferTerms } from './OfferTerms';
import { OfferUnavailable } from './OfferUnavailable';
import { useOfferExpired } from './useOfferExpired';
import { usePartnerOffers } from './usePartnerOffers';

const STEP = 'ipfd-offer-choice';
const FIELD_ID = 'field-offerId';

/** IPF Digital (Creditea) offers several periods: the applicant picks one and takes it. */
export default function IpfdOfferChoice() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const status = useAppSelector(selectSubmitStatus);
  const submit = useStepSubmit({
    pending: status === 'pending',
    failed: status === 'failed',
    retriesStalled: false,
  });
  const { offers, partnerName, loading } = usePartnerOffers();
  // The partner makes its offers together: they expire together.
  const expired = useOfferExpired(offers[0]);
  const [refused, setRefused] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  const title = t(`steps>${STEP}>title`);
  useDocumentTitle(title, missingChoice);

  if (offers.length === 0) return <OfferUnavailable step={STEP} loading={loading} />;
  if (expired || refused) {
    return (
      <OfferFrame step={STEP}>
        {offers.map((offer) => (
          <OfferCard key={offer.offerId} offer={offer} partnerName={partnerName} expired />
        ))}
        <OfferExpired />
      </OfferFrame>
    );
  }

  const money = (value: number) => formatMoney(value, config.intlLocale, config.currency.code);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const offer = offers.find((candidate) => candidate.offerId === chosen);
    if (!offer) {
      setMissingChoice(true);
      focusSummaryOnNextFrame(summaryRef);
      return;
    }
    submit.send(() =>
      sendPartnerStep(dispatch, {
        endpoint: OFFER_ENDPOINTS.creditea,
        extra: { offerId: offer.offerId },
        onOfferExpired: () => setRefused(true),
      }),
    );
  };

  const errorText = t('errors>chooseOffer');
  return (
    <form className="step" noValidate onSubmit={handleSubmit} aria-labelledby={`${STEP}-title`}>
      <h1 id={`${STEP}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="step__intro">{t(`steps>${STEP}>intro`, { partner: partnerName })}</p>
      {missingChoice ? (
        <div
          ref={summaryRef}
          className="error-summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby="error-summary-title"
        >
          <h2 id="error-summary-title">{t('form>errorSummaryTitle', { count: 1 })}</h2>
          <ul>
            <li>
              <a href={inPageHref(FIELD_ID)}>
                {t('fields>offerId>label')}: {errorText}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
      <fieldset
        id={FIELD_ID}
        className={`field offer-choice${missingChoice ? ' field--invalid' : ''}`}
        aria-invalid={missingChoice ? true : undefined}
        tabIndex={-1}
      >
        <legend>{t('fields>offerId>label')}</legend>
        {offers.map((offer, index) => {
          const id = `${FIELD_ID}-${index}`;
          return (
            <div
              key={offer.offerId}
              className={`offer offer-choice__option${chosen === offer.offerId ? ' offer-choice__option--chosen' : ''}`}
            >
              <div className="offer-choice__control">
                <input
                  id={id}
                  type="radio"
                  name="offerId"
                  value={offer.offerId}
                  checked={chosen === offer.offerId}
                  autoComplete="off"
                  aria-describedby={[`${id}-terms`, missingChoice ? `${FIELD_ID}-error` : null]
                    .filter(Boolean)
                    .join(' ')}
                  onChange={() => {
                    setChosen(offer.offerId);
                    setMissingChoice(false);
                  }}
                />
                <label htmlFor={id}>
                  {t('fields>offerId>option', {
                    period: t(
                      `fields>period>value_${offer.periodScale === 'months' ? 'months' : 'days'}`,
                      { count: offer.period },
                    ),
                    amount: money(offer.amount),
                  })}
                </label>
              </div>
              <div id={`${id}-terms`}>
                <OfferTerms offer={offer} expired={false} compact />
              </div>
            </div>
          );
        })}
        {missingChoice ? (
          <p id={`${FIELD_ID}-error`} className="field__error">
            {errorText}
          </p>
        ) : null}
      </fieldset>
      {offers[0]?.expiresAt ? (
        <p className="offer-choice__expiry">
          {t('offer>validUntil', { date: formatDateTime(offers[0].expiresAt, config.intlLocale) })}
        </p>
      ) : null}
      <SubmitButton
        state={submit}
        namespace={NAMESPACE}
        failureKey="form>saveFailed"
        label={t(`steps>${STEP}>submit`)}
      />
    </form>
  );
}
