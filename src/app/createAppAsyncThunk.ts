import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RequestError } from '../lib/http';
import type { AppServices } from './services';
import type { AppDispatch, RootState } from './store';

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: AppServices;
  rejectValue: RequestError;
}>();
