import type { ReactNode } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { FormFrame, stepHeading, type FormFrameProps, type StepSubmitState } from '../../form';
import { NAMESPACE } from '../namespace';

interface OfferStepFormProps {
  /** The step's texts: `steps>{step}>title`, `>intro` (with `introValues`), `>submit`. */
  step: string;
  introValues?: Record<string, string>;
  submit: StepSubmitState;
  onSubmit: FormFrameProps['onSubmit'];
  errors?: FormFrameProps['errors'];
  children: ReactNode;
}

/** A partner's offer taken on its own screen (IPF Digital's choice, Provident's terms). */
export function OfferStepForm({
  step,
  introValues,
  submit,
  onSubmit,
  errors,
  children,
}: OfferStepFormProps) {
  const { t } = useScreenTranslation(NAMESPACE);
  return (
    <FormFrame
      className="step"
      heading={stepHeading(t, step, { introValues })}
      errors={errors}
      onSubmit={onSubmit}
      submit={{
        state: submit,
        namespace: NAMESPACE,
        failureKey: 'form>saveFailed',
        label: t(`steps>${step}>submit`),
      }}
    >
      {children}
    </FormFrame>
  );
}
