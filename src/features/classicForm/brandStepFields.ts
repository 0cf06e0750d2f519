import type { BrandConfig, ClassicStep } from '../../brands/types';
import { fieldOf, personalDetails, type FieldDefinition } from '../form';
import { CLASSIC_STEP_FIELDS, EXTRA_FIELDS } from './classicFields';

/**
 * A classic step's fields for one brand: the product's fields with the country's personal-code
 * checks, followed by the fields the brand adds (the car-loan brands' vehicle questions).
 */
export function fieldsForStep(
  step: Exclude<ClassicStep, 'loan-information'>,
  config: BrandConfig,
): readonly FieldDefinition[] {
  const base = CLASSIC_STEP_FIELDS[step].map((field) =>
    // Room for every country's code: the longest is Mexico's 18-character CURP.
    field.name === personalDetails.personalCode.name
      ? fieldOf(personalDetails.personalCode, { rules: config.personalCodeRules, maxLength: 20 })
      : field,
  );
  const extra = (config.extraStepFields?.[step] ?? []).map((name) => EXTRA_FIELDS[name]);
  return [...base, ...extra];
}
