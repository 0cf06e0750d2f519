import { useScreenTranslation } from '../../i18n/useScreenTranslation';
import { useAppDispatch } from '../../app/hooks';
import { toLeadPatch, StepForm } from '../form';
import { FORM_STEP_ENDPOINTS } from './endpoints';
import { NAMESPACE } from './namespace';
import { sendPartnerStep } from './sendStep';
import { PARTNER_STEP_FIELDS, type PartnerFormStep } from './stepFields';

/** A partner form step: its fields from PARTNER_STEP_FIELDS, sent to its own call of section 7. */
export default function PartnerStepScreen({ step }: { step: PartnerFormStep }) {
  useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const fields = PARTNER_STEP_FIELDS[step];
  return (
    <StepForm
      key={step}
      step={step}
      fields={fields}
      namespace={NAMESPACE}
      onValidSubmit={(values, { retry }) =>
        sendPartnerStep(dispatch, {
          retry,
          endpoint: FORM_STEP_ENDPOINTS[step],
          values: toLeadPatch(fields, values),
        })
      }
    />
  );
}
