import { DynamicStepForm } from './DynamicStepForm';
import { useCheckOnArrival, type StepProps } from './stepProps';
import { useDynamicStep, useStepAdvance } from './useDynamicStep';

/** The step type `dynamic`: the controls of whatever data points the server placed on the path. */
export function DynamicStep({ form }: StepProps) {
  const step = useDynamicStep(form, useCheckOnArrival());
  const { advance } = useStepAdvance(form);
  return <DynamicStepForm step={step} onValidSubmit={advance} />;
}
