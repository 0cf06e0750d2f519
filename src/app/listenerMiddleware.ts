import type { TypedStartListening } from '@reduxjs/toolkit';
import type { SafeStorage } from '../lib/storage';
import type { AppServices } from './services';
import type { AppDispatch, RootState } from './store';

/** How features register listeners: `addLeadListeners(startAppListening)`. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppServices>;

/**
 * Saves `select(state)` under `key` whenever it changes: how each feature keeps its own part of
 * the state in storage, so the path from an action to storage runs in one direction.
 */
export function persistOnChange<Selected>(
  startListening: AppStartListening,
  store: SafeStorage,
  key: string,
  select: (state: RootState) => Selected,
  toStored: (selected: Selected) => unknown = (selected) => selected,
): void {
  startListening({
    predicate: (_action, current, previous) => select(current) !== select(previous),
    effect: (_action, api) => {
      store.setItem(key, toStored(select(api.getState())));
    },
  });
}
