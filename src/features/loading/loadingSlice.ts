import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The specification's `loading` slice (section 3, stored name `isLoading`): whether the page is
 * loading what it shows. PageLayout shows the one spinner while it is true. Never saved: a load
 * does not survive a reload, so a stored "loading" would be stale the moment it was read back.
 */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState: false,
  reducers: {
    loadingSet: (_isLoading, { payload }: PayloadAction<boolean>) => payload,
  },
  selectors: {
    selectIsLoading: (isLoading) => isLoading,
  },
});

export const { loadingSet } = loadingSlice.actions;
export const { selectIsLoading } = loadingSlice.selectors;
