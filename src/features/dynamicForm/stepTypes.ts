/** How a step is presented (specification section 2). A form's `context` names its type. */
export const STEP_TYPES = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;

export type StepType = (typeof STEP_TYPES)[number];

export function isStepType(context: string): context is StepType {
  return (STEP_TYPES as readonly string[]).includes(context);
}
