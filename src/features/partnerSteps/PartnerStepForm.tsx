import type { ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toLeadPatch, StepForm, type FieldDefinition } from '../form';
import { NAMESPACE } from './namespace';
import { sendPartnerStep, type PartnerStepCall } from './sendStep';

interface PartnerStepFormProps extends Pick<
  PartnerStepCall,
  'endpoint' | 'extra' | 'onOfferExpired'
> {
  step: string;
  fields: readonly FieldDefinition[];
  /** Shown above the fields (an offer's card). */
  children?: ReactNode;
}

/** A partner step's form: its fields, sent to the partner's call of section 7 (sendStep.ts). */
export function PartnerStepForm({
  step,
  fields,
  endpoint,
  extra,
  onOfferExpired,
  children,
}: PartnerStepFormProps) {
  const dispatch = useAppDispatch();
  return (
    <StepForm
      key={step}
      step={step}
      fields={fields}
      namespace={NAMESPACE}
      onValidSubmit={(values, { retry }) =>
        sendPartnerStep(dispatch, {
          retry,
          endpoint,
          values: toLeadPatch(fields, values),
          extra,
          onOfferExpired,
        })
      }
    >
      {children}
    </StepForm>
  );
}
