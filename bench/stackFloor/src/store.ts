import {
  configureStore,
  createListenerMiddleware,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
// The floor's one place for the raw react-redux hooks, as src/app/hooks.ts is the funnel's.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';

const loanSlice = createSlice({
  name: 'loan',
  initialState: { amount: 1000, period: 61 },
  reducers: {
    amountChanged(state, action: PayloadAction<number>) {
      state.amount = action.payload;
    },
    periodChanged(state, action: PayloadAction<number>) {
      state.period = action.payload;
    },
  },
});

export const { amountChanged, periodChanged } = loanSlice.actions;

const STORAGE_KEY = 'stackFloor.loan';

/** As the funnel keeps what the applicant chose: a listener writes it to the session's storage. */
function keepLoanChoice() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (_action, current, previous) => current !== previous,
    effect: (_action, api) => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(api.getState()));
    },
  });
  return listener.middleware;
}

export function createStore() {
  return configureStore({
    reducer: loanSlice.reducer,
    middleware: (getDefault) => getDefault().prepend(keepLoanChoice()),
  });
}

type Store = ReturnType<typeof createStore>;

export const useLoanDispatch = useDispatch.withTypes<Store['dispatch']>();
export const useLoanSelector = useSelector.withTypes<ReturnType<Store['getState']>>();
