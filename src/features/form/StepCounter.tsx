import { useTranslation } from 'react-i18next';

export interface StepProgress {
  /** The step's place, counting from 1. */
  current: number;
  total: number;
}

/** The id of a step's counter, for the heading's aria-describedby. */
export const stepCounterId = (step: string) => `${step}-progress`;

/**
 * "Step 2 of 5" above a step's heading. The heading names it as its description, so a screen
 * reader reads it with the heading, which takes focus when the step changes.
 */
export function StepCounter({ step, progress }: { step: string; progress: StepProgress }) {
  const { t } = useTranslation();
  return (
    <p id={stepCounterId(step)} className="step__progress">
      {t('form>stepCounter', { current: progress.current, total: progress.total })}
    </p>
  );
}
