import { useMemo } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch } from '../../../app/hooks';
import { useBrandConfig } from '../../../app/servicesContext';
import { ApplicationState, stepSubmitted } from '../../lead';
import { toLeadPatch } from '../../form';
import { AfterOfferForm, NAMESPACE } from '../AfterOfferForm';
import { PartnerLogos } from '../PartnerLogo';
import { DONE, SAVE_FAILED } from '../stepCall';
import { smavaFields } from './smavaFields';

/** The source this page's leads carry, so the lender knows the applicant came through smava. */
export const SMAVA_LEAD_SOURCE = 'smava';

/**
 * `/smava`: the landing page for applicants the comparison portal smava sends on. What smava
 * passes in the URL (amount, period, name, e-mail, phone: section 2's entry parameters) is
 * prefilled; one confirmation creates the lead and sends it straight to checking.
 */
export default function Smava() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const fields = useMemo(() => smavaFields(config.loan), [config]);

  return (
    <AfterOfferForm
      step="smava"
      fields={fields}
      introValues={{ brand: config.brandName }}
      onSubmit={async (values) => {
        const patch = toLeadPatch(fields, values);
        const result = await dispatch(
          stepSubmitted({
            values: {
              ...patch,
              periodScale: config.loan.periodScale,
              leadSource: SMAVA_LEAD_SOURCE,
            },
            nextState: ApplicationState.CHECKING,
          }),
        );
        return stepSubmitted.fulfilled.match(result) || result.meta.condition ? DONE : SAVE_FAILED;
      }}
    >
      <PartnerLogos ids={['smava']} label={t('common>partnerLogos')} />
    </AfterOfferForm>
  );
}
