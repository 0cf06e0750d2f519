import { usePageHeading } from '../layout';
import { StepCounter, type StepProgress } from './StepCounter';

interface StepHeadingProps {
  /** The step's id: the heading is `{id}-title` (the form's name), the counter `{id}-progress`. */
  id: string;
  title: string;
  intro: string;
  /** Where the step stands in the application, when the count is known ("Step 2 of 6"). */
  progress?: StepProgress;
}

/** A step's counter, heading (focused when the step changes, with the count read along) and intro. */
export function StepHeading({ id, title, intro, progress }: StepHeadingProps) {
  const headingRef = usePageHeading<HTMLHeadingElement>();
  const progressId = progress ? `${id}-progress` : undefined;
  return (
    <>
      {progress ? <StepCounter id={`${id}-progress`} {...progress} /> : null}
      <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1} aria-describedby={progressId}>
        {title}
      </h1>
      <p className="step__intro">{intro}</p>
    </>
  );
}
