export { DATA_POINTS, type DataPoint } from './dataPoints';
export { DATA_POINT_SPECS, fieldNameOf, isDataPoint, type DataPointSpec } from './dataPointSpecs';
export { STEP_CATALOG, catalogPlacements } from './stepCatalog';
export { FIRST_PAGE_PLACEMENTS } from './firstPage';
export { STEP_TYPES, isStepType, type StepType } from './stepTypes';
export {
  dynamicFormSubmitted,
  initialDetailsSubmitted,
  DYNAMIC_FORM_TAG,
} from './dynamicFormThunks';
export { FIRST_DYNAMIC_PATH } from './model/firstDynamicPath';
export { initialDynamicPagesState, type DynamicPagesState } from './model/types';
export { DATA_POINTS_PREVIEW_SCREENS, DYNAMIC_STEP_SCREEN } from './screens';
export type { DynamicFormModel } from './model/dynamicFormModel';
export { FIRST_STEP_MODULES, firstStepReady, loadDynamicFormModel } from './screens';
export { DynamicFormModelContext, useDynamicFormModel } from './dynamicFormModelContext';
export { NS as DYNAMIC_FORM_NAMESPACE } from './namespace';
export { dynamicFormStarted } from './model/dynamicPagesSlice';
