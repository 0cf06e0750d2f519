import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppServices } from './services';
import type { AppDispatch, RootState } from './store';

/** How features register listeners: `addLeadListeners(startAppListening)`. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppServices>;
