import { createSlice } from '@reduxjs/toolkit';
import { applicationResultCleared } from '../lead/leadEvents';

/** One step of the dynamic (v3) form, keyed by its path (specification section 3). */
export interface DynamicForm {
  path: string;
  context: string;
  dataPoints: string[];
  prevButtonFormPath: string | null;
  nextButtonFormPath: string | null;
  stepOrder: number;
  errors: { fieldName: string; message: string }[];
  dataPointsToSubmit?: string[];
  dataPointsPerStep?: Record<string, string[]>;
}

export interface DynamicPagesState {
  formsByPath: Record<string, DynamicForm>;
  currentFormPath: string | null;
  formSequenceByPath: string[];
  erroredFormPath: string | null;
}

export const initialDynamicPagesState: DynamicPagesState = {
  formsByPath: {},
  currentFormPath: null,
  formSequenceByPath: [],
  erroredFormPath: null,
};

/** The state shape only; the v3 engine fills it (its own issue). */
export const dynamicPagesSlice = createSlice({
  name: 'dynamicPages',
  initialState: initialDynamicPagesState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(applicationResultCleared, () => initialDynamicPagesState);
  },
});
