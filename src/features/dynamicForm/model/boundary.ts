import type {
  DataPointPlacement,
  DynamicFieldError,
  DynamicForm,
  DynamicPagesState,
} from './types';
import { isRecord } from '../../../lib/guards';

/**
 * Hand-written schema checks for the two ways step definitions enter the app: the lead API's
 * answer and session storage. Nothing of the wrong shape gets in; the check is small enough for
 * the first screen's bundle, unlike a schema library.
 */

const DATA_POINT_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;
const STEP_PATH = /^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/;
const CONTEXT = /^[a-z][a-z-]{0,39}$/;

function isPlacement(value: unknown): value is DataPointPlacement {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    DATA_POINT_NAME.test(value.name) &&
    typeof value.path === 'string' &&
    STEP_PATH.test(value.path) &&
    typeof value.context === 'string' &&
    CONTEXT.test(value.context)
  );
}

/**
 * The data points of a lead API answer, or null when it has none. Entries of the wrong shape are
 * dropped (and logged): one bad entry must not cost the applicant the whole form.
 */
export function parseDataPointPlacements(value: unknown): DataPointPlacement[] | null {
  if (!Array.isArray(value)) return null;
  const placements: DataPointPlacement[] = [];
  for (const entry of value as unknown[]) {
    if (isPlacement(entry))
      placements.push({ name: entry.name, path: entry.path, context: entry.context });
    else console.warn('Ignoring a data point of unexpected shape', entry);
  }
  return placements;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function isFieldError(value: unknown): value is DynamicFieldError {
  return isRecord(value) && isString(value.fieldName) && isString(value.message);
}

function restoreForm(path: string, value: unknown): DynamicForm | null {
  if (!isRecord(value)) return null;
  const { context, dataPoints, prevButtonFormPath, nextButtonFormPath, stepOrder, errors } = value;
  if (value.path !== path || !isString(context)) return null;
  if (!Array.isArray(dataPoints) || !dataPoints.every(isString)) return null;
  if (!isStringOrNull(prevButtonFormPath) || !isStringOrNull(nextButtonFormPath)) return null;
  if (typeof stepOrder !== 'number' || !Number.isInteger(stepOrder) || stepOrder < 0) return null;
  const form: DynamicForm = {
    path,
    context,
    dataPoints,
    prevButtonFormPath,
    nextButtonFormPath,
    stepOrder,
    errors: Array.isArray(errors) ? errors.filter(isFieldError) : [],
  };
  const { dataPointsToSubmit, dataPointsPerStep } = value;
  if (Array.isArray(dataPointsToSubmit) && dataPointsToSubmit.every(isString))
    form.dataPointsToSubmit = dataPointsToSubmit;
  if (isRecord(dataPointsPerStep)) {
    const perStep = Object.entries(dataPointsPerStep).filter(
      (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every(isString),
    );
    form.dataPointsPerStep = Object.fromEntries(perStep);
  }
  return form;
}

/**
 * The stored dynamic pages, validated field by field, or null when the record is unusable.
 * A form of the wrong shape is dropped; unknown step types and data points are kept, because the
 * step renderer shows a clear fallback for them.
 */
export function restoreDynamicPagesState(value: unknown): DynamicPagesState | null {
  if (!isRecord(value) || !isRecord(value.formsByPath) || !Array.isArray(value.formSequenceByPath))
    return null;
  if (!value.formSequenceByPath.every(isString)) return null;
  const formsByPath: Record<string, DynamicForm> = {};
  for (const [path, entry] of Object.entries(value.formsByPath)) {
    const form = restoreForm(path, entry);
    if (form) formsByPath[path] = form;
  }
  return {
    formsByPath,
    formSequenceByPath: value.formSequenceByPath,
    currentFormPath: isString(value.currentFormPath) ? value.currentFormPath : null,
    erroredFormPath: isString(value.erroredFormPath) ? value.erroredFormPath : null,
  };
}
