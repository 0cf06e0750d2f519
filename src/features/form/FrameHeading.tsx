import { usePageHeading } from '../layout';
import { StepCounter, type StepProgress } from './StepCounter';

export interface FrameHeadingProps {
  /** The form's id: the heading is `{id}-title` (the form's name), the counter `{id}-progress`. */
  id: string;
  title: string;
  intro?: string;
  /** Where the step stands in the application, when the count is known ("Step 2 of 6"). */
  progress?: StepProgress;
  /**
   * 1 (default): the page's heading, focused when the screen changes and naming the page title.
   * 2: a form inside a screen or a dialog, which leaves the page's focus and title alone.
   */
  level?: 1 | 2;
}

interface HeadingProps {
  id: string;
  title: string;
  describedBy: string | undefined;
}

function PageHeading({ id, title, describedBy }: HeadingProps) {
  const headingRef = usePageHeading<HTMLHeadingElement>();
  return (
    <h1 id={id} ref={headingRef} tabIndex={-1} aria-describedby={describedBy}>
      {title}
    </h1>
  );
}

/** A form's counter, heading (focused when the step changes, with the count read along) and intro. */
export function FrameHeading({ id, title, intro, progress, level = 1 }: FrameHeadingProps) {
  const progressId = progress ? `${id}-progress` : undefined;
  const headingId = `${id}-title`;
  return (
    <>
      {progress ? <StepCounter id={`${id}-progress`} {...progress} /> : null}
      {level === 1 ? (
        <PageHeading id={headingId} title={title} describedBy={progressId} />
      ) : (
        <h2 id={headingId} tabIndex={-1} aria-describedby={progressId}>
          {title}
        </h2>
      )}
      {intro === undefined ? null : <p className="step__intro">{intro}</p>}
    </>
  );
}

/** Translates a key with values, as `t` from `useTranslation` or `useScreenTranslation` does. */
type Translate = (key: string, values?: Record<string, string>) => string;

/** The heading of a step whose texts have the house keys: `steps>{step}>title` and `>intro`. */
export function stepHeading(
  t: Translate,
  step: string,
  { introValues, progress }: { introValues?: Record<string, string>; progress?: StepProgress } = {},
): FrameHeadingProps {
  return {
    id: step,
    title: t(`steps>${step}>title`),
    intro: t(`steps>${step}>intro`, introValues),
    progress,
  };
}
