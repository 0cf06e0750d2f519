/** A problem the server found with one answer, on the step that asks it. */
export interface DynamicFieldError {
  /** The lead field path of the control, e.g. `incomeDetails.iban`; a data-point key when no control is known. */
  fieldName: string;
  message: string;
}

/** One step of the dynamic (v3) form, keyed by its path (specification section 3). */
export interface DynamicForm {
  path: string;
  /** The step type that renders it: loan-information, personal-information, dynamic or modal. */
  context: string;
  /** Data-point names asked on this step, in order. */
  dataPoints: string[];
  prevButtonFormPath: string | null;
  nextButtonFormPath: string | null;
  /** Position in the sequence, from 0. */
  stepOrder: number;
  errors: DynamicFieldError[];
  /** Last step only: every data point of the form, which it submits. */
  dataPointsToSubmit?: string[];
  /** Last step only: the data points of each step, by path. */
  dataPointsPerStep?: Record<string, string[]>;
}

export interface DynamicPagesState {
  formsByPath: Record<string, DynamicForm>;
  /** The furthest step the applicant has reached: where a return to the form resumes. */
  currentFormPath: string | null;
  formSequenceByPath: string[];
  /** The first step in sequence that has errors from the server, or null. */
  erroredFormPath: string | null;
}

/** Where the server places one data point: on which step path, rendered by which step type. */
export interface DataPointPlacement {
  name: string;
  path: string;
  context: string;
}

export const initialDynamicPagesState: DynamicPagesState = {
  formsByPath: {},
  currentFormPath: null,
  formSequenceByPath: [],
  erroredFormPath: null,
};
