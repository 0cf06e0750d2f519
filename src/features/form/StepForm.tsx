import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getPath } from '../../lib/objectPath';
import {
  fieldEdited,
  selectDraft,
  selectLeadApplication,
  toDraftValue,
  type DraftValue,
  type DraftValues,
} from '../lead';
import { FormField } from './FormField';
import type { FieldDefinition } from './fieldTypes';
import { FormFrame } from './FormFrame';
import { stepHeading } from './FrameHeading';
import type { StepProgress } from './StepCounter';
import { useLeadSubmit, type SubmitHandle, type SubmitOptions } from './useStepSubmit';
import { validateFields, type FieldError } from './validation';
import { useValidatingConfig } from './validatingConfig';

interface StepFormProps {
  /** Translation key prefix of the step: `steps>{step}>title`, `>intro`, `>submit`. */
  step: string;
  fields: readonly FieldDefinition[];
  /** Translation namespace of the step's own texts; shared texts come from the default one. */
  namespace?: string;
  /**
   * Sends the step. Return the dispatched thunk so that a retry while the save hangs can cancel
   * it; `retry` is true for that re-send.
   */
  onValidSubmit: (values: DraftValues, options: SubmitOptions) => SubmitHandle | undefined;
  children?: ReactNode;
  /** Where the step stands in the application, when the count is known ("Step 2 of 6"). */
  progress?: StepProgress;
}

/**
 * One step of the funnel: fields from data, every keystroke saved as a draft, validation on
 * submit with an error summary, and a retry message while the lead API is failing.
 */
export function StepForm({
  step,
  fields,
  namespace,
  onValidSubmit,
  children,
  progress,
}: StepFormProps) {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const config = useValidatingConfig(fields);
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const submit = useLeadSubmit();
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [submitted, setSubmitted] = useState(false);

  const values = useMemo(() => {
    const current: DraftValues = {};
    for (const field of fields) {
      const value = draft[field.name] ?? toDraftValue(getPath(application, field.name));
      if (value !== undefined) current[field.name] = value;
    }
    return current;
  }, [fields, draft, application]);

  const handleChange = (name: string, value: DraftValue) => {
    dispatch(fieldEdited({ name, value }));
    if (submitted) setErrors(validateFields(fields, { ...values, [name]: value }, config));
  };

  const handleSubmit = () => {
    setSubmitted(true);
    const found = validateFields(fields, values, config);
    setErrors(found);
    if (Object.keys(found).length > 0) return 'invalid';
    submit.send((options) => onValidSubmit(values, options));
    return undefined;
  };

  return (
    <FormFrame
      className="step"
      heading={stepHeading(t, step, { progress })}
      errors={{ errors, namespace }}
      onSubmit={handleSubmit}
      submit={{
        state: submit,
        namespace,
        label: t(`steps>${step}>submit`, { defaultValue: t('form>continue') }),
      }}
    >
      {children}
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          namespace={namespace}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={handleChange}
        />
      ))}
    </FormFrame>
  );
}
