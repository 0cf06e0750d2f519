export { stepIndexOfState } from './classicSteps';
export { CLASSIC_FORM_LOADERS, CLASSIC_FORM_SCREENS } from './screens';
