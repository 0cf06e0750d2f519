import type { ClassicStep } from '../../../brands/types';
import { useAppDispatch } from '../../../app/hooks';
import { useBrandConfig } from '../../../app/servicesContext';
import { CLASSIC_STEP_FIELDS } from '../../form/classicFields';
import { toLeadPatch } from '../../form/leadPatch';
import { StepForm } from '../../form/StepForm';
import { stepSubmitted } from '../../lead/leadThunks';
import { stateAfterStep } from '../classicSteps';

/** Any classic step after loan information: its fields come from CLASSIC_STEP_FIELDS. */
export default function ClassicStepScreen({
  step,
}: {
  step: Exclude<ClassicStep, 'loan-information'>;
}) {
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const fields = CLASSIC_STEP_FIELDS[step];
  return (
    <StepForm
      key={step}
      step={step}
      fields={fields}
      onValidSubmit={(values) => {
        void dispatch(
          stepSubmitted({
            values: toLeadPatch(fields, values),
            nextState: stateAfterStep(step, config.steps),
          }),
        );
      }}
    />
  );
}
