import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getPath } from '../../lib/objectPath';
import {
  useStepSubmit,
  useValidatingConfig,
  validateFields,
  type FieldDefinition,
  type FieldError,
  type FrameSubmitResult,
  type ValidatingConfig,
} from '../form';
import {
  toDraftValue,
  type DraftValue,
  type DraftValues,
  fieldEdited,
  selectDraft,
  selectLeadApplication,
} from '../lead';
import type { SubmitOutcome } from './stepCall';

/** A check beyond the shared rules: a code's digits, a password's strength, a file picked. */
export type FieldCheck = (value: DraftValue | undefined, values: DraftValues) => FieldError | null;

export interface AfterOfferFormOptions {
  /** Fields kept as drafts in the tab, so a reload loses nothing. */
  fields: readonly FieldDefinition[];
  /** Fields never stored anywhere (verification codes, passwords). */
  secretFields?: readonly FieldDefinition[];
  checks?: Readonly<Record<string, FieldCheck>>;
  /** Starting values where neither a draft nor the lead has one (e.g. the server's earlier answers). */
  initialValues?: DraftValues;
  onSubmit: (values: DraftValues) => Promise<SubmitOutcome>;
  /** A problem found outside the form's fields (e.g. an upload), shown in the summary too. */
  extraErrors?: Record<string, FieldError>;
}

/** The shared rules, then each field's own check; in the order of the fields on screen. */
function validateWithChecks(
  fields: readonly FieldDefinition[],
  candidate: DraftValues,
  config: ValidatingConfig,
  checks: Readonly<Record<string, FieldCheck>>,
): Record<string, FieldError> {
  const found = validateFields(fields, candidate, config);
  for (const field of fields) {
    const check = checks[field.name];
    const problem = found[field.name] ? null : check?.(candidate[field.name], candidate);
    if (problem) found[field.name] = problem;
  }
  // Keep the order of the fields on screen, so the summary reads top to bottom.
  const ordered: Record<string, FieldError> = {};
  for (const field of fields) {
    const problem = found[field.name];
    if (problem) ordered[field.name] = problem;
  }
  return ordered;
}

/**
 * The values of an after-offer step: a draft, else the lead's answer, else the starting value;
 * secrets kept in memory only. Returns them with the way to change one.
 */
function useAfterOfferValues(
  fields: readonly FieldDefinition[],
  secretFields: readonly FieldDefinition[],
  initialValues: DraftValues | undefined,
) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const [secrets, setSecrets] = useState<DraftValues>({});
  const values = useMemo(() => {
    const current: DraftValues = { ...initialValues, ...secrets };
    for (const field of fields) {
      const value =
        draft[field.name] ??
        toDraftValue(getPath(application, field.name)) ??
        initialValues?.[field.name];
      if (value !== undefined) current[field.name] = value;
    }
    return current;
  }, [fields, draft, application, secrets, initialValues]);
  const setValue = (name: string, value: DraftValue) => {
    if (secretFields.some((field) => field.name === name))
      setSecrets((current) => ({ ...current, [name]: value }));
    else dispatch(fieldEdited({ name, value }));
  };
  return { values, setValue };
}

/**
 * An after-offer step's state: its values, their validation (again on each change once
 * submitted), the error summary's focus when a submit finds problems, and the step's call with
 * its busy state and the server's answer as field errors or a retry message.
 */
export function useAfterOfferForm({
  fields,
  secretFields = [],
  checks = {},
  initialValues,
  onSubmit,
  extraErrors,
}: AfterOfferFormOptions) {
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The step's call (submitStep) hands back no request to cancel, so a hanging save offers no retry.
  const submit = useStepSubmit({ pending, failed: failure !== null, retriesStalled: false });
  const [submitted, setSubmitted] = useState(false);
  const allFields = useMemo(() => [...fields, ...secretFields], [fields, secretFields]);
  const config = useValidatingConfig(allFields);
  const { values, setValue } = useAfterOfferValues(fields, secretFields, initialValues);
  const validate = (candidate: DraftValues) =>
    validateWithChecks(allFields, candidate, config, checks);

  const handleChange = (name: string, value: DraftValue) => {
    setValue(name, value);
    if (submitted) setErrors(validate({ ...values, [name]: value }));
  };

  /** Checks, then calls the step: 'invalid' when the checks or the server's answer found errors. */
  const save = async (): Promise<FrameSubmitResult> => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(extraErrors ?? {}).length > 0) {
      return 'invalid';
    }
    setFailure(null);
    setPending(true);
    const outcome = await onSubmit(values);
    setPending(false);
    if (outcome.kind === 'fieldErrors') {
      setErrors(outcome.errors);
      return 'invalid';
    }
    if (outcome.kind === 'failed') setFailure(outcome.messageKey);
    return undefined;
  };

  const handleSubmit = (): Promise<FrameSubmitResult> | undefined => {
    let saving: Promise<FrameSubmitResult> | undefined;
    // A click while the step is saving is ignored before anything is checked again.
    submit.send(() => {
      saving = save();
      return undefined;
    });
    return saving;
  };

  return {
    allFields,
    values,
    errors,
    shownErrors: { ...errors, ...extraErrors },
    failure,
    submit,
    handleChange,
    handleSubmit,
  };
}
