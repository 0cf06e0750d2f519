import type { BrandConfig } from '../../brands/types';
import { clampToLimits, type Limits } from '../../lib/loanMath';
import { getPath } from '../../lib/objectPath';
import { amount, fieldOf, period, toLeadPatch, type FieldDefinition } from '../form';
import { toDraftValue, type DraftValue, type DraftValues } from '../lead';
import type { LeadApplication } from '../lead';
import { specOf, type DataPointSpec, type DataPointSpecs } from './dataPointSpec';

export interface ResolvedDataPoint extends DataPointSpec {
  dataPoint: string;
}

/**
 * The controls of a step's data points, in order, with the brand's loan limits on the sliders
 * (`specs`: what dataPointTable.ts gives for them). A name the app does not know is skipped (and
 * logged): the rest of the step still works.
 */
export function resolveDataPoints(
  dataPoints: readonly string[],
  config: BrandConfig,
  specs: DataPointSpecs,
): ResolvedDataPoint[] {
  const resolved: ResolvedDataPoint[] = [];
  for (const dataPoint of dataPoints) {
    const spec = specOf(specs, dataPoint);
    if (!spec) {
      console.warn(`Unknown data point ${dataPoint}: not shown`);
      continue;
    }
    const limits = sliderLimits(spec.field.name, config);
    const field = limits
      ? fieldOf(spec.field.name === amount.name ? amount : period, {
          min: limits.min,
          max: limits.max,
        })
      : spec.field;
    resolved.push({ ...spec, field, dataPoint });
  }
  return resolved;
}

/** The amount or period slider's grid: the brand's limits and step. */
function sliderLimits(name: string, { loan }: BrandConfig): Limits | undefined {
  if (name === 'amount') return { min: loan.minAmount, max: loan.maxAmount, step: loan.amountStep };
  if (name === 'period') return { min: loan.minPeriod, max: loan.maxPeriod, step: loan.periodStep };
  return undefined;
}

/** The slider's starting point: the brand's default amount or period, within its limits. */
function loanDefault(name: string, config: BrandConfig): DraftValue | undefined {
  const limits = sliderLimits(name, config);
  if (!limits) return undefined;
  const { defaultAmount, defaultPeriod } = config.loan;
  return String(clampToLimits(name === 'amount' ? defaultAmount : defaultPeriod, limits));
}

/**
 * What the applicant has typed (the draft) or, failing that, what the lead already holds; the
 * loan sliders start at the brand's defaults, as the applicant sees them.
 */
export function valuesOf(
  fields: readonly FieldDefinition[],
  draft: DraftValues,
  application: LeadApplication,
  config: BrandConfig,
): DraftValues {
  const values: DraftValues = {};
  for (const field of fields) {
    const value =
      draft[field.name] ??
      toDraftValue(getPath(application, field.name), field.control !== 'checkbox') ??
      loanDefault(field.name, config);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/** The lead fields of the given data points, typed: what the last step submits. */
export function submissionOf(
  dataPoints: readonly string[],
  draft: DraftValues,
  application: LeadApplication,
  config: BrandConfig,
  specs: DataPointSpecs,
): LeadApplication {
  const fields = resolveDataPoints(dataPoints, config, specs).map(({ field }) => field);
  const patch = toLeadPatch(fields, valuesOf(fields, draft, application, config));
  for (const name of ['amount', 'period'] as const) {
    const value = patch[name];
    const limits = sliderLimits(name, config);
    // What the slider shows: a value from a URL or storage may lie off the grid (30.5 days),
    // and the lead API takes a whole period.
    if (value !== undefined && limits) patch[name] = clampToLimits(value, limits);
  }
  if (patch.amount !== undefined || patch.period !== undefined) {
    patch.periodScale = config.loan.periodScale;
  }
  return patch;
}
