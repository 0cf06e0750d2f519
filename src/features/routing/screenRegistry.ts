import type { ComponentType } from 'react';
import { retryableLazy } from '../../lib/retryableLazy';
import { ApplicationRoute } from './routes';

export type Screen = ComponentType;
/** Route → screen. Each feature declares its own; src/app/screens.ts puts them together. */
export type ScreenMap = Readonly<Record<string, Screen>>;
/** Route → the code of its screen, for the screens that can follow another one (nextScreens.ts). */
export type ScreenLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/** `/continue/{id}` is one screen whatever the id. */
export function screenKey(path: string): string {
  return path.startsWith(`${ApplicationRoute.CONTINUE}/`) ? ApplicationRoute.CONTINUE : path;
}

/** Warms the chunks of the given routes, so the next screen appears without a wait; settles once all are in or failed. */
export function prefetchScreens(
  loaders: ScreenLoaders,
  routes: readonly string[],
): Promise<unknown> {
  // A failed prefetch is retried by the real navigation, which shows the error if it fails too.
  return Promise.all(
    routes.map((route) => loaders[route]?.().catch(() => undefined) ?? Promise.resolve()),
  );
}

/** What an unknown route shows. */
export const NOT_FOUND_SCREEN: Screen = retryableLazy(() => import('./NotFound'));
