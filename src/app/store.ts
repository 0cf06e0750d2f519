import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { applicationStateSlice } from '../features/applicationState/applicationStateSlice';
import { dynamicPagesSlice } from '../features/dynamicPages/dynamicPagesSlice';
import { leadSlice } from '../features/lead/leadSlice';
import { loadingSlice } from '../features/loading/loadingSlice';
import { uiSlice } from '../features/ui/uiSlice';
import type { SafeStorage } from '../lib/storage';
import type { AppStartListening } from './listenerMiddleware';
import { addPersistenceListeners } from './persistence';
import type { AppServices } from './services';

const rootReducer = combineSlices(
  leadSlice,
  applicationStateSlice,
  dynamicPagesSlice,
  uiSlice,
  loadingSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  services: AppServices;
  storage: { local: SafeStorage; session: SafeStorage };
  preloadedState?: Partial<RootState>;
}

export function makeStore({ services, storage, preloadedState }: StoreOptions) {
  // One listener middleware per store, so tests that make several stores never share listeners.
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).prepend(
        listenerMiddleware.middleware,
      ),
  });
  // Typed after the fact: typing the instance with AppDispatch would make the store's type circular.
  const startAppListening = listenerMiddleware.startListening as AppStartListening;
  addPersistenceListeners(startAppListening, storage);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
