import { useLocation } from 'react-router-dom';
import type { DynamicForm } from './model/types';

/** What every step type's component gets. */
export interface StepProps {
  form: DynamicForm;
}

/** True when the applicant was sent here to fix answers that failed the final checks. */
export function useCheckOnArrival(): boolean {
  const state: unknown = useLocation().state;
  return (
    typeof state === 'object' && state !== null && (state as { check?: unknown }).check === true
  );
}
