import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { applicationStateSlice } from '../features/routing';
import { leadSlice } from '../features/lead';
import { addTrackingListeners } from '../features/tracking';
import { uiSlice } from '../features/theme';
import { loadingSlice } from '../features/loading';
import type { SafeStorage } from '../lib/storage';
import type { AppStartListening } from './listenerMiddleware';
import { addPersistenceListeners } from './persistence';
import type { AppServices } from './services';
import type { DynamicFormModel } from '../features/dynamicForm';

/**
 * Slices a feature injects when its code loads (RTK Query's look-ups in dynamicForm/lookupApi.ts),
 * so they stay out of the first screen's bundle. Features extend this by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  leadSlice,
  applicationStateSlice,
  uiSlice,
  loadingSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * Middleware that lazily loaded features add (RTK Query's). One instance serves every store: it
 * applies each added middleware per store, so tests that make several stores stay independent.
 */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  services: AppServices;
  storage: { local: SafeStorage; session: SafeStorage };
  preloadedState?: Partial<RootState>;
  /** The dynamic form's model, loaded in a build of the dynamic form: its steps are saved too. */
  dynamicForm?: DynamicFormModel | null;
}

export function makeStore({ services, storage, preloadedState, dynamicForm }: StoreOptions) {
  // One listener middleware per store, so tests that make several stores never share listeners.
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
  });
  // Typed after the fact: typing the instance with AppDispatch would make the store's type circular.
  const startAppListening = listenerMiddleware.startListening as AppStartListening;
  addPersistenceListeners(startAppListening, storage, dynamicForm ?? null);
  addTrackingListeners(startAppListening);
  services.bindApplicantToken?.(() => store.getState().lead.applicantToken);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
