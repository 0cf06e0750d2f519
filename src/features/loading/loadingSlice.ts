import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const loadingSlice = createSlice({
  name: 'loading',
  initialState: false,
  reducers: {
    loadingSet: (_state, action: PayloadAction<boolean>) => action.payload,
  },
  selectors: {
    selectIsLoading: (state) => state,
  },
});

export const { loadingSet } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;
