/**
 * The dynamic (v3) form's model as one chunk: a build of the dynamic form loads it at startup
 * (app/bootstrap.tsx), and importing it puts the dynamicPages slice into the store's reducer.
 */
export { dynamicPagesSlice } from './dynamicPagesSlice';
export { addDynamicPagesPersistence, restoreDynamicPages } from './dynamicPagesPersistence';
// The route guard's list of the specification's step paths: only a dynamic-form build needs it.
export { isDynamicStepPath } from './stepPaths';

import type * as model from './dynamicFormModel';

export type DynamicFormModel = typeof model;
