import './afterOffer.css';
import { useMemo, useRef, useState, type ReactNode, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getPath } from '../../lib/objectPath';
import {
  ErrorSummary,
  focusSummaryOnNextFrame,
  FormField,
  SubmitButton,
  useStepSubmit,
  useValidatingConfig,
  validateFields,
  type FieldError,
} from '../form';
import type { FieldDefinition } from '../form';
import {
  toDraftValue,
  type DraftValue,
  type DraftValues,
  fieldEdited,
  selectDraft,
  selectLeadApplication,
} from '../lead';
import { useDocumentTitle, usePageHeading } from '../layout';
import type { SubmitOutcome } from './stepCall';

export const NAMESPACE = 'afterOffer';

/** A check beyond the shared rules: a code's digits, a password's strength, a file picked. */
export type FieldCheck = (value: DraftValue | undefined, values: DraftValues) => FieldError | null;

export interface FieldRenderProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  error: FieldError | undefined;
  onChange: (name: string, value: DraftValue) => void;
}

interface AfterOfferFormProps {
  /** Translation prefix in the afterOffer namespace: `steps>{step}>title`, `>intro`, `>submit`. */
  step: string;
  /** Fields kept as drafts in the tab, so a reload loses nothing. */
  fields: readonly FieldDefinition[];
  /** Fields never stored anywhere (verification codes, passwords). */
  secretFields?: readonly FieldDefinition[];
  checks?: Readonly<Record<string, FieldCheck>>;
  /** Fields drawn by the screen itself (data-driven selects); validated like the others. */
  renderers?: Readonly<Record<string, (props: FieldRenderProps) => ReactNode>>;
  /** Labels for the error summary where `fields>{name}>label` is not a translation. */
  labels?: Readonly<Record<string, string>>;
  introValues?: Record<string, string>;
  /** Starting values where neither a draft nor the lead has one (e.g. the server's earlier answers). */
  initialValues?: DraftValues;
  onSubmit: (values: DraftValues) => Promise<SubmitOutcome>;
  /** Shown between the intro and the fields. */
  children?: ReactNode;
  /** Secondary actions, after the primary button. */
  footer?: ReactNode;
  /** A problem found outside the form's fields (e.g. an upload), shown in the summary too. */
  extraErrors?: Record<string, FieldError>;
}

/**
 * The frame of an after-offer step: heading, intro, fields from data, validation with a focused
 * error summary, the step's call with a busy button, and the server's answer mapped to field
 * errors or a retry message. Nothing typed is lost: drafts persist, secrets stay in memory.
 */
export function AfterOfferForm(props: AfterOfferFormProps) {
  const {
    step,
    fields,
    secretFields = [],
    checks = {},
    renderers = {},
    labels,
    introValues,
    initialValues,
  } = props;
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const [secrets, setSecrets] = useState<DraftValues>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The step's call (submitStep) hands back no request to cancel, so a hanging save offers no retry.
  const submit = useStepSubmit({ pending, failed: failure !== null, retriesStalled: false });
  const [submitted, setSubmitted] = useState(false);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const allFields = useMemo(() => [...fields, ...secretFields], [fields, secretFields]);
  const config = useValidatingConfig(allFields);
  const shownErrors = { ...errors, ...props.extraErrors };
  useDocumentTitle(t(`steps>${step}>title`), Object.keys(shownErrors).length > 0);

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

  const validate = (candidate: DraftValues) => {
    const found = validateFields(allFields, candidate, config);
    for (const field of allFields) {
      const check = checks[field.name];
      const problem = found[field.name] ? null : check?.(candidate[field.name], candidate);
      if (problem) found[field.name] = problem;
    }
    // Keep the order of the fields on screen, so the summary reads top to bottom.
    const ordered: Record<string, FieldError> = {};
    for (const field of allFields) {
      const problem = found[field.name];
      if (problem) ordered[field.name] = problem;
    }
    return ordered;
  };

  const handleChange = (name: string, value: DraftValue) => {
    if (secretFields.some((field) => field.name === name))
      setSecrets((current) => ({ ...current, [name]: value }));
    else dispatch(fieldEdited({ name, value }));
    if (submitted) setErrors(validate({ ...values, [name]: value }));
  };

  const focusSummary = () => focusSummaryOnNextFrame(summaryRef);

  const save = async () => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(props.extraErrors ?? {}).length > 0) {
      focusSummary();
      return;
    }
    setFailure(null);
    setPending(true);
    const outcome = await props.onSubmit(values);
    setPending(false);
    if (outcome.kind === 'fieldErrors') {
      setErrors(outcome.errors);
      focusSummary();
    } else if (outcome.kind === 'failed') {
      setFailure(outcome.messageKey);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A click while the step is saving is ignored before anything is checked again.
    submit.send(() => void save());
  };

  return (
    <form
      className="step after-offer"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${step}-title`}
    >
      <h1 id={`${step}-title`} ref={headingRef} tabIndex={-1}>
        {t(`steps>${step}>title`)}
      </h1>
      <p className="step__intro">{t(`steps>${step}>intro`, introValues)}</p>
      <ErrorSummary ref={summaryRef} errors={shownErrors} namespace={NAMESPACE} labels={labels} />
      {props.children}
      {allFields.map((field) => {
        const render = renderers[field.name];
        const fieldProps = {
          field,
          value: values[field.name],
          error: errors[field.name],
          onChange: handleChange,
        };
        return render ? (
          <div key={field.name}>{render(fieldProps)}</div>
        ) : (
          <FormField key={field.name} namespace={NAMESPACE} {...fieldProps} />
        );
      })}
      <SubmitButton
        state={submit}
        namespace={NAMESPACE}
        failureKey={failure}
        label={t(`steps>${step}>submit`, { defaultValue: t('form>continue') })}
      />
      {props.footer}
    </form>
  );
}
