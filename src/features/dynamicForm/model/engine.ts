import type {
  DataPointPlacement,
  DynamicFieldError,
  DynamicForm,
  DynamicPagesState,
} from './types';

type Steps = Pick<DynamicPagesState, 'formsByPath' | 'formSequenceByPath'>;

/**
 * Builds the steps in order from the data points: a step per path, in the order its first data
 * point appears, each linked to the previous and next one. A data point belongs to one step only
 * (its first placement wins). The last step carries every data point and the data points of each
 * step, because it is the one that submits them all.
 */
export function buildSteps(placements: readonly DataPointPlacement[]): Steps {
  const formsByPath: Record<string, DynamicForm> = {};
  const formSequenceByPath: string[] = [];
  const placed = new Set<string>();
  for (const { name, path, context } of placements) {
    if (placed.has(name)) continue;
    placed.add(name);
    let form = formsByPath[path];
    if (!form) {
      form = {
        path,
        context,
        dataPoints: [],
        prevButtonFormPath: formSequenceByPath.at(-1) ?? null,
        nextButtonFormPath: null,
        stepOrder: formSequenceByPath.length,
        errors: [],
      };
      const previous = formsByPath[formSequenceByPath.at(-1) ?? ''];
      if (previous) previous.nextButtonFormPath = path;
      formsByPath[path] = form;
      formSequenceByPath.push(path);
    }
    form.dataPoints.push(name);
  }
  const last = formsByPath[formSequenceByPath.at(-1) ?? ''];
  if (last) {
    const forms = formSequenceByPath
      .map((path) => formsByPath[path])
      .filter((form) => form !== undefined);
    last.dataPointsToSubmit = forms.flatMap((form) => form.dataPoints);
    last.dataPointsPerStep = Object.fromEntries(
      forms.map((form) => [form.path, [...form.dataPoints]]),
    );
  }
  return { formsByPath, formSequenceByPath };
}

/** The placements the current steps were built from, in order. */
export function placementsOf({ formsByPath, formSequenceByPath }: Steps): DataPointPlacement[] {
  return formSequenceByPath.flatMap((path) => {
    const form = formsByPath[path];
    return form ? form.dataPoints.map((name) => ({ name, path, context: form.context })) : [];
  });
}

/**
 * The steps after the server sent more data points: known ones keep their step, new ones are
 * appended. Errors the applicant has not fixed yet stay on their steps.
 */
export function extendSteps(
  state: DynamicPagesState,
  incoming: readonly DataPointPlacement[],
): DynamicPagesState {
  const built = buildSteps([...placementsOf(state), ...incoming]);
  for (const path of built.formSequenceByPath) {
    const form = built.formsByPath[path];
    const before = state.formsByPath[path];
    if (form && before) form.errors = before.errors;
  }
  const lastBefore = state.formSequenceByPath.at(-1) ?? null;
  const current = state.currentFormPath ?? built.formSequenceByPath[0] ?? null;
  // Reaching the old last step and getting more steps means going on to the first new one.
  const moveOn = current !== null && current === lastBefore;
  const next = moveOn ? (built.formsByPath[current]?.nextButtonFormPath ?? current) : current;
  return {
    ...built,
    currentFormPath: next,
    erroredFormPath: firstErroredPath(built),
  };
}

/** The first step in sequence that has errors, or null. */
export function firstErroredPath({ formsByPath, formSequenceByPath }: Steps): string | null {
  return formSequenceByPath.find((path) => (formsByPath[path]?.errors.length ?? 0) > 0) ?? null;
}

/** The later of two steps in sequence (a step not in the sequence counts as before every step). */
export function furthestPath(state: Steps, a: string | null, b: string | null): string | null {
  const order = (path: string | null) =>
    path === null ? -1 : (state.formsByPath[path]?.stepOrder ?? -1);
  return order(b) > order(a) ? b : a;
}

/** A server problem as the lead API reports it: by data-point key and/or lead field path. */
export interface ServerFieldProblem {
  dataPoint?: string;
  field?: string;
  message: string;
}

/**
 * Maps server field errors to the steps that ask them: by data-point key first, then by the lead
 * field path; what matches no step lands on the last step so it is still shown.
 * `fieldNameOf` gives a data point's control name (its lead field path).
 */
export function mapFieldErrors(
  state: Steps,
  problems: readonly ServerFieldProblem[],
  fieldNameOf: (dataPoint: string) => string | undefined,
): Record<string, DynamicFieldError[]> {
  const byPath: Record<string, DynamicFieldError[]> = {};
  const forms = state.formSequenceByPath
    .map((path) => state.formsByPath[path])
    .filter((form) => form !== undefined);
  const lastPath = state.formSequenceByPath.at(-1);
  for (const problem of problems) {
    const dataPoint =
      (problem.dataPoint !== undefined &&
      forms.some((form) => form.dataPoints.includes(problem.dataPoint ?? ''))
        ? problem.dataPoint
        : undefined) ??
      forms
        .flatMap((form) => form.dataPoints)
        .find((name) => problem.field !== undefined && fieldNameOf(name) === problem.field);
    const form =
      dataPoint === undefined
        ? undefined
        : forms.find((candidate) => candidate.dataPoints.includes(dataPoint));
    const path = form?.path ?? lastPath;
    if (path === undefined) continue;
    const fieldName =
      (dataPoint === undefined ? undefined : fieldNameOf(dataPoint)) ??
      problem.field ??
      problem.dataPoint ??
      '';
    (byPath[path] ??= []).push({ fieldName, message: problem.message });
  }
  return byPath;
}
