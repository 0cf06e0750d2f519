export { DATA_POINTS, isDataPoint, type DataPoint } from './dataPoints';
export { DATA_POINT_SPECS, fieldNameOf, type DataPointSpec } from './dataPointSpecs';
export { STEP_CATALOG, FIRST_PAGE_PLACEMENTS, catalogPlacements } from './stepCatalog';
export { STEP_TYPES, isStepType, type StepType } from './stepTypes';
export {
  dynamicFormSubmitted,
  initialDetailsSubmitted,
  DYNAMIC_FORM_TAG,
} from './dynamicFormThunks';
