import { useMemo } from 'react';
import type { ClassicStep } from '../../brands/types';
import { useAppDispatch } from '../../app/hooks';
import { useBrandConfig } from '../../app/servicesContext';
import { toLeadPatch, StepForm } from '../form';
import { stepSubmitted } from '../lead';
import { classicStepProgress, stateAfterStep } from './classicSteps';
import { fieldsForStep } from './brandStepFields';

/** Any classic step after loan information: its fields come from CLASSIC_STEP_FIELDS, adapted to the brand. */
export default function ClassicStepScreen({
  step,
}: {
  step: Exclude<ClassicStep, 'loan-information'>;
}) {
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const fields = useMemo(() => fieldsForStep(step, config), [step, config]);
  return (
    <StepForm
      key={step}
      step={step}
      fields={fields}
      progress={classicStepProgress(step, config.steps)}
      onValidSubmit={(values, { retry }) =>
        dispatch(
          stepSubmitted({
            values: toLeadPatch(fields, values),
            nextState: stateAfterStep(step, config.steps),
            retry,
          }),
        )
      }
    />
  );
}
