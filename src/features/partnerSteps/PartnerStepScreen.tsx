import { useScreenTranslation } from '../../i18n/useScreenTranslation';
import { FORM_STEP_ENDPOINTS } from './endpoints';
import { NAMESPACE } from './namespace';
import { PartnerStepForm } from './PartnerStepForm';
import { PARTNER_STEP_FIELDS, type PartnerFormStep } from './stepFields';

/** A partner form step: its fields from PARTNER_STEP_FIELDS, sent to its own call of section 7. */
export default function PartnerStepScreen({ step }: { step: PartnerFormStep }) {
  useScreenTranslation(NAMESPACE);
  return (
    <PartnerStepForm
      step={step}
      fields={PARTNER_STEP_FIELDS[step]}
      endpoint={FORM_STEP_ENDPOINTS[step]}
    />
  );
}
