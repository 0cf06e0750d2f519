import { createContext, useContext } from 'react';
import type { DynamicFormModel } from './model/dynamicFormModel';

/**
 * The dynamic form's model, in a build of the dynamic form (app/bootstrap.tsx loads it before the
 * first render), else null: what of it the page needs (the step paths the route guard knows)
 * comes from here, so a classic build's entry carries none of it.
 */
export const DynamicFormModelContext = createContext<DynamicFormModel | null>(null);

export function useDynamicFormModel(): DynamicFormModel | null {
  return useContext(DynamicFormModelContext);
}
