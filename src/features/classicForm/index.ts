export { stepIndexOfState } from './classicSteps';
export {
  CLASSIC_FIRST_SCREEN_MODULES,
  CLASSIC_FORM_LOADERS,
  CLASSIC_FORM_SCREENS,
  CLASSIC_NEXT_SCREEN_MODULES,
} from './screens';
