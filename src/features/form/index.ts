export { FormField, fieldId } from './FormField';
export { FieldFrame, type FramedControlProps } from './FieldFrame';
export type { FieldDefinition, FieldRule } from './fieldTypes';
export {
  defineField,
  fieldOf,
  fieldTextKey,
  type FieldChanges,
  type FieldEntry,
} from './catalog/fieldEntry';
export type { FieldKind, KindProps } from './catalog/fieldKinds';
// The catalog: one entry per lead field path, read by every screen (`contactDetails.phoneNumber`).
export * from './catalog/application';
export * as personalDetails from './catalog/personalDetails';
export * as contactDetails from './catalog/contactDetails';
export * as incomeDetails from './catalog/incomeDetails';
export * as employer from './catalog/employer';
export * as expenses from './catalog/expenses';
export * as otherDetails from './catalog/otherDetails';
export * as referenceDetails from './catalog/referenceDetails';
export * from './catalog/otherForms';
export { validateField, validateFields } from './validation';
export type { FieldError } from './validation';
export {
  loadValidatingConfig,
  loadValidatingConfigWithPhone,
  useCheckingConfigSoon,
  useValidatingConfig,
  type ValidatingConfig,
} from './validatingConfig';
export { preloadValidation } from './preloadValidation';
export { loadPhoneCheck, usePhoneCheckFor } from './phoneCheck';
export { toLeadPatch } from './leadPatch';
export { StepForm } from './StepForm';
export { RangeField } from './RangeField';
export { RANGE_SUMMARY_ATTRIBUTE } from './rangeFieldHooks';
export { rangeFieldBeforeApp } from './rangeFieldBeforeApp';
export { fieldsBeforeApp, FOCUS_ORDER } from './fieldsBeforeApp';
export { submitButtonBeforeApp } from './submitButtonBeforeApp';
export { useLeadSubmit, useStepSubmit } from './useStepSubmit';
export type { StepSubmitState, SubmitHandle } from './useStepSubmit';
export { SubmitButton } from './SubmitButton';
export { ErrorSummary } from './ErrorSummary';
export { checkPartnerStepRule, isPartnerStepRule } from './partnerStepRules';
export type { PartnerStepRule } from './partnerStepRules';
export { focusSummaryOnNextFrame } from './focusSummary';
export { StepCounter } from './StepCounter';
export { FormFrame, type FormFrameProps, type FrameSubmitResult } from './FormFrame';
export { stepHeading } from './FrameHeading';
export type { StepProgress } from './StepCounter';
