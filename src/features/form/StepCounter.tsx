import { useTranslation } from 'react-i18next';

export interface StepProgress {
  /** The step's place, counting from 1. */
  current: number;
  total: number;
}

/**
 * "Step 2 of 5" above a step's heading. The heading names it (by `id`) as its description, so a
 * screen reader reads it with the heading, which takes focus when the step changes.
 */
export function StepCounter({ id, current, total }: StepProgress & { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="step__progress">
      {t('form>stepCounter', { current, total })}
    </p>
  );
}
