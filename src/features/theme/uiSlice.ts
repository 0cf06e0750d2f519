import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Interface colours a partner passes in (CSS custom property name without `--` → colour). */
export type UiColors = Record<string, string>;

export interface UiState {
  colors: UiColors;
}

export const initialUiState: UiState = { colors: {} };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    /** Merges the given colours into the current ones (specification section 3). */
    uiColorsMerged(state, action: PayloadAction<UiColors>) {
      state.colors = { ...state.colors, ...action.payload };
    },
  },
  selectors: {
    selectUiColors: (state) => state.colors,
  },
});

export const { uiColorsMerged } = uiSlice.actions;
export const { selectUiColors } = uiSlice.selectors;
