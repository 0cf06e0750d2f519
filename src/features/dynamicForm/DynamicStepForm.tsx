import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectFormSequence } from './model/dynamicPagesSlice';
import { FormFrame, type SubmitHandle } from '../form';
import { AppLink } from '../layout';
import { DataPointField } from './DataPointField';
import { NS } from './namespace';
import { ServerRemarks } from './ServerRemarks';
import { useDynamicStepSubmit } from './useDynamicStepSubmit';
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
  const sequence = useAppSelector(selectFormSequence);
  const texts = textsOf ?? form.path;
  const title = useStepTitle(texts);
  const hasErrors = Object.keys(errors).length > 0 || generalErrors.length > 0;
  const shown = inline ? fields.filter(({ dataPoint }) => inline.includes(dataPoint)) : fields;
  const { submit, sentEarly, formRef, handleSubmit } = useDynamicStepSubmit(
    step,
    shown,
    onValidSubmit,
  );

  const isLast = form.nextButtonFormPath === null;
  // The count comes from the sequence the data points made (model/engine.ts); one step needs none.
  const progress =
    sequence.length > 1 ? { current: form.stepOrder + 1, total: sequence.length } : undefined;

  return (
    <FormFrame
      formRef={formRef}
      className="step dynamic-step"
      heading={{
        id: form.path,
        title,
        intro: t(`steps>${texts}>intro`, { defaultValue: t('steps>fallback>intro') }),
        progress,
      }}
      // Sent back here with the server's errors: say so first, where focus lands.
      errors={{ errors, namespace: NS, focusOnArrival: form.errors.length > 0 }}
      titleMarksErrors={hasErrors}
      onSubmit={handleSubmit}
      submit={{
        state: busy || sentEarly ? { ...submit, pending: true } : submit,
        namespace: NS,
        label: submitLabel ?? (isLast ? t('submitApplication') : t('form>continue')),
        actionsClassName: 'dynamic-step__actions',
        besideButton:
          form.prevButtonFormPath !== null && !inDialog ? (
            <AppLink
              className="button button--secondary dynamic-step__back"
              to={`/${form.prevButtonFormPath}`}
            >
              {t('back')}
            </AppLink>
          ) : null,
      }}
    >
      <ServerRemarks messages={generalErrors} />
      {shown.map((resolved) => (
        <div key={resolved.dataPoint} className="dynamic-step__field">
          {before?.[resolved.dataPoint]}
          <DataPointField resolved={resolved} step={step} />
          {after?.[resolved.dataPoint]}
        </div>
      ))}
    </FormFrame>
  );
}
