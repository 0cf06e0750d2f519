import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectErroredFormPath, selectFormSequence } from './model/dynamicPagesSlice';
import {
  ErrorSummary,
  focusSummaryOnNextFrame,
  StepCounter,
  SubmitButton,
  useStepSubmit,
  type SubmitHandle,
} from '../form';
import { selectSubmitStatus } from '../lead';
import { AppLink, useDocumentTitle, usePageHeading } from '../layout';
import { DataPointField } from './DataPointField';
import { NS } from './namespace';
import type { DynamicStep } from './useDynamicStep';

interface DynamicStepFormProps {
  step: DynamicStep;
  /** Sends the step once its checks pass; returns the request so a stalled save can be retried. */
  onValidSubmit: (retry: boolean) => SubmitHandle | undefined;
  /** Only these data points are shown inline (default: all of the step's). */
  inline?: readonly string[];
  /** Content placed before a data point's control, by data point. */
  before?: Readonly<Record<string, ReactNode>>;
  /** Content placed after a data point's control, by data point. */
  after?: Readonly<Record<string, ReactNode>>;
  /** Inside a dialog the dialog's own close button goes back, so there is no back link. */
  inDialog?: boolean;
  /** The submit button's text, when the step's own action is not "continue" or "send". */
  submitLabel?: string;
  /** The step is waiting for something before it goes on: the button shows the busy state. */
  busy?: boolean;
  /** Texts of a step type rather than of the path (`steps>{textsOf}>title`, `>intro`). */
  textsOf?: string;
}

/** A step's title from its path, or the generic one for a path the app has no text for. */
export function useStepTitle(path: string): string {
  const { t } = useTranslation(NS);
  return t(`steps>${path}>title`, { defaultValue: t('steps>fallback>title') });
}

/**
 * One dynamic step as a form: title, progress, error summary, the controls of its data points,
 * the server's remarks, a back link and the submit button.
 */
export function DynamicStepForm({
  step,
  onValidSubmit,
  inline,
  before,
  after,
  inDialog = false,
  submitLabel,
  busy = false,
  textsOf,
}: DynamicStepFormProps) {
  const { t } = useTranslation(NS);
  const { form, fields, errors, generalErrors } = step;
  const status = useAppSelector(selectSubmitStatus);
  const sequence = useAppSelector(selectFormSequence);
  const erroredPath = useAppSelector(selectErroredFormPath);
  const [sent, setSent] = useState(false);
  // Only a save sent from this screen can have failed here; a refusal with field errors is
  // shown on the fields, not as a failed save.
  const submit = useStepSubmit({
    pending: status === 'pending',
    failed: sent && status === 'failed' && erroredPath === null,
  });
  const headingRef = usePageHeading<HTMLHeadingElement>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const texts = textsOf ?? form.path;
  const title = useStepTitle(texts);
  const titleId = `${form.path}-title`;
  const hasErrors = Object.keys(errors).length > 0 || generalErrors.length > 0;
  useDocumentTitle(title, hasErrors);

  // Sent back here with the server's errors: say so first, where focus lands.
  const arrivedWithErrors = useRef(form.errors.length > 0);
  useEffect(() => {
    if (!arrivedWithErrors.current) return;
    const frame = focusSummaryOnNextFrame(summaryRef);
    return () => cancelAnimationFrame(frame);
  }, []);

  const shown = inline ? fields.filter(({ dataPoint }) => inline.includes(dataPoint)) : fields;

  // Sent before the step's checks were in (the phone library loads after the step shows): sent
  // again once they are, the button busy until then. A check that cannot be loaded reaches the
  // screen's error boundary, with its retry, as a step that waited for it would have.
  // The checks, once in, stay in: the send made early happens once, when they come. Sent again
  // before the browser paints (a layout effect): the render where the checks came would
  // otherwise show a free button for a frame, a continue nobody seemed to have pressed.
  const formRef = useRef<HTMLFormElement>(null);
  const [sentEarly, setSentEarly] = useState(false);
  const [checksFailure, setChecksFailure] = useState<{ error: unknown } | null>(null);
  if (checksFailure) throw checksFailure.error;
  useLayoutEffect(() => {
    if (step.checksReady && sentEarly) formRef.current?.requestSubmit();
  }, [step.checksReady, sentEarly]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!step.checksReady) {
      setSentEarly(true);
      step.loadChecks().catch((error: unknown) => setChecksFailure({ error }));
      return;
    }
    setSentEarly(false);
    if (!step.check(shown.map(({ field }) => field.name))) {
      focusSummaryOnNextFrame(summaryRef);
      return;
    }
    submit.send(({ retry }) => {
      setSent(true);
      return onValidSubmit(retry);
    });
  };

  const isLast = form.nextButtonFormPath === null;
  // The count comes from the sequence the data points made (model/engine.ts); one step needs none.
  const progress =
    sequence.length > 1 ? { current: form.stepOrder + 1, total: sequence.length } : undefined;

  return (
    <form
      ref={formRef}
      className="step dynamic-step"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
    >
      {progress ? <StepCounter id={`${form.path}-progress`} {...progress} /> : null}
      <h1
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={progress ? `${form.path}-progress` : undefined}
      >
        {title}
      </h1>
      <p className="step__intro">
        {t(`steps>${texts}>intro`, { defaultValue: t('steps>fallback>intro') })}
      </p>
      <ErrorSummary ref={summaryRef} errors={errors} namespace={NS} />
      {generalErrors.length > 0 ? (
        <div className="dynamic-step__remarks" role="alert">
          <p>{t('serverRemarks')}</p>
          <ul>
            {generalErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {shown.map((resolved) => (
        <div key={resolved.dataPoint} className="dynamic-step__field">
          {before?.[resolved.dataPoint]}
          <DataPointField resolved={resolved} step={step} />
          {after?.[resolved.dataPoint]}
        </div>
      ))}
      <SubmitButton
        state={busy || sentEarly ? { ...submit, pending: true } : submit}
        namespace={NS}
        label={submitLabel ?? (isLast ? t('submitApplication') : t('form>continue'))}
        actionsClassName="dynamic-step__actions"
        besideButton={
          form.prevButtonFormPath !== null && !inDialog ? (
            <AppLink
              className="button button--secondary dynamic-step__back"
              to={`/${form.prevButtonFormPath}`}
            >
              {t('back')}
            </AppLink>
          ) : null
        }
      />
    </form>
  );
}
