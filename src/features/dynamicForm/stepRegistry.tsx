import type { ReactNode } from 'react';
import type { DynamicForm } from './model/types';
import { DynamicStep } from './DynamicStep';
import { LoanInformationStep } from './LoanInformationStep';
import { ModalStep } from './ModalStep';
import { PersonalInformationStep } from './PersonalInformationStep';
import { isStepType, type StepType } from './stepTypes';
import { UnknownStep } from './UnknownStep';

export interface StepConfig {
  /** Draws a step of this type; keyed by path, so every step starts with fresh screen state. */
  render: (form: DynamicForm) => ReactNode;
}

/** Step type → how it is shown (specification section 2). */
export const STEP_CONFIGS: Readonly<Record<StepType, StepConfig>> = {
  'loan-information': { render: (form) => <LoanInformationStep key={form.path} form={form} /> },
  'personal-information': {
    render: (form) => <PersonalInformationStep key={form.path} form={form} />,
  },
  dynamic: { render: (form) => <DynamicStep key={form.path} form={form} /> },
  modal: { render: (form) => <ModalStep key={form.path} form={form} /> },
};

/** A form drawn by its step type, or the clear fallback for a type this app does not know. */
export function renderStep(form: DynamicForm): ReactNode {
  if (isStepType(form.context)) return STEP_CONFIGS[form.context].render(form);
  console.warn(`Unknown step type ${form.context}: showing the fallback step`);
  return <UnknownStep key={form.path} form={form} />;
}
