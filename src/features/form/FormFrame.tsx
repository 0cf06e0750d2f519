import { useEffect, useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { useDocumentTitle } from '../layout';
import { ErrorSummary } from './ErrorSummary';
import { focusSummaryOnNextFrame } from './focusSummary';
import { FrameHeading, type FrameHeadingProps } from './FrameHeading';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';
import type { FieldError } from './validation';

/**
 * What an adapter's submit handler decided: `'invalid'` when its checks failed (the frame then
 * moves focus to the error summary), nothing when it sent or ignored the submit. A handler whose
 * answer can still come back with field errors hands back the promise of that decision.
 */
export type FrameSubmitResult = 'invalid' | undefined;

export interface FrameErrors {
  errors: Record<string, FieldError>;
  namespace?: string;
  /** Labels of fields whose label is not a translation (server-supplied consent texts). */
  labels?: Readonly<Record<string, string>>;
  /** Arrived with errors (the server sent the applicant back): the summary takes focus first. */
  focusOnArrival?: boolean;
}

export interface FormFrameProps {
  /** The heading that names the form; absent for a form inside a screen that names it. */
  heading?: FrameHeadingProps;
  /** The form's name when it has no heading of its own (one offer's button in a list). */
  label?: string;
  className: string;
  id?: string;
  formRef?: Ref<HTMLFormElement>;
  /** The list of problems above the fields. */
  errors?: FrameErrors;
  /**
   * The page title says "Error:" when this is true; by default when the summary lists a problem.
   * Only a frame with a page heading (level 1) sets the title.
   */
  titleMarksErrors?: boolean;
  /** Called with the submit's default prevented; decides whether the form was valid. */
  onSubmit: () => FrameSubmitResult | Promise<FrameSubmitResult>;
  submit: SubmitButtonProps;
  /** The fields and whatever the screen shows between the heading and its button. */
  children?: ReactNode;
  /** Secondary actions, after the primary button. */
  footer?: ReactNode;
}

/**
 * The one form frame of the funnel: heading (focused on arrival) with its step counter and the page
 * title, the error summary (focused after a failed submit, or on arrival with the server's
 * errors), the fields, and the submit button with its busy, stalled, failed and retry states.
 * Screens are adapters: they hand it their fields, their checks and their call.
 */
export function FormFrame({
  heading,
  label,
  className,
  id,
  formRef,
  errors,
  titleMarksErrors,
  onSubmit,
  submit,
  children,
  footer,
}: FormFrameProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasErrors = errors !== undefined && Object.keys(errors.errors).length > 0;
  const isPage = heading !== undefined && (heading.level ?? 1) === 1;
  useDocumentTitle(isPage ? heading.title : undefined, titleMarksErrors ?? hasErrors);

  const arrivedWithErrors = useRef(errors?.focusOnArrival === true);
  useEffect(() => {
    if (!arrivedWithErrors.current) return;
    const frame = focusSummaryOnNextFrame(summaryRef);
    return () => cancelAnimationFrame(frame);
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const decided = onSubmit();
    // Wait for the summary to render before moving focus to it.
    const focusIfInvalid = (result: FrameSubmitResult) => {
      if (result === 'invalid') focusSummaryOnNextFrame(summaryRef);
    };
    if (decided instanceof Promise) void decided.then(focusIfInvalid);
    else focusIfInvalid(decided);
  };

  return (
    <form
      ref={formRef}
      id={id}
      className={className}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={heading ? `${heading.id}-title` : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading ? <FrameHeading {...heading} /> : null}
      {errors ? (
        <ErrorSummary
          ref={summaryRef}
          errors={errors.errors}
          namespace={errors.namespace}
          labels={errors.labels}
        />
      ) : null}
      {children}
      <SubmitButton {...submit} />
      {footer}
    </form>
  );
}
