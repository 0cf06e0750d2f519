import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useBrandConfig } from '../../../app/servicesContext';
import { formatDateTime } from '../../../lib/format';
import { fieldId } from '../../form';
import { NAMESPACE } from '../namespace';
import { OfferCard } from './OfferCard';
import { OfferChoiceOptions } from './OfferChoiceOptions';
import { OfferExpired } from './OfferExpired';
import { OfferFrame } from './OfferFrame';
import { OfferStepForm } from './OfferStepForm';
import { OfferUnavailable } from './OfferUnavailable';
import { useIpfdOfferChoice } from './useIpfdOfferChoice';
import { useOfferExpired } from './useOfferExpired';
import { usePartnerOffers } from './usePartnerOffers';

const STEP = 'ipfd-offer-choice';
const FIELD = 'offerId';
/** The one problem this form can have, as the shared error summary lists it. */
const MISSING_CHOICE = { [FIELD]: { key: 'chooseOffer' } };

/** IPF Digital (Creditea) offers several periods: the applicant picks one and takes it. */
export default function IpfdOfferChoice() {
  const { t } = useScreenTranslation(NAMESPACE);
  const config = useBrandConfig();
  const { offers, partnerName, loading } = usePartnerOffers();
  const { submit, refused, chosen, missingChoice, choose, handleSubmit } =
    useIpfdOfferChoice(offers);
  // The partner makes its offers together: they expire together.
  const expired = useOfferExpired(offers[0]);

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

  return (
    <OfferStepForm
      step={STEP}
      introValues={{ partner: partnerName }}
      errors={{ errors: missingChoice ? MISSING_CHOICE : {}, namespace: NAMESPACE }}
      onSubmit={handleSubmit}
      submit={submit}
    >
      <OfferChoiceOptions
        id={fieldId(FIELD)}
        offers={offers}
        chosen={chosen}
        missingChoice={missingChoice}
        onChoose={choose}
      />
      {offers[0]?.expiresAt ? (
        <p className="offer-choice__expiry">
          {t('offer>validUntil', { date: formatDateTime(offers[0].expiresAt, config.intlLocale) })}
        </p>
      ) : null}
    </OfferStepForm>
  );
}
