import type { i18n } from 'i18next';
import type { BrandConfig } from '../../brands/types';
import { defaultNamespaceComplete } from '../../i18n/i18n';
import { preloadValidation } from '../form';
import { nextRoutes, savesOnSubmit } from './nextScreens';
import { prefetchScreens, type ScreenLoaders } from './screenRegistry';

export interface WhatFollowsDeps {
  loaders: ScreenLoaders;
  services: { config: BrandConfig; leadApi: () => Promise<unknown> };
  i18n: i18n;
}

/**
 * Requests what the screens after `path` need: their code, the rest of the texts, the patterns
 * their answers are checked with, and the lead API client if the submit of `path` saves the
 * lead. Nothing waits for it; a failure shows where the next screen needs it. Settles once the
 * code, the texts and the patterns are in (or failed): the next screen then renders at once.
 */
export function prefetchWhatFollows(
  path: string,
  { loaders, services, i18n }: WhatFollowsDeps,
): Promise<void> {
  const { steps } = services.config;
  const next = nextRoutes(path, steps);
  const screensLoaded = prefetchScreens(loaders, next);
  const textsLoaded = defaultNamespaceComplete(i18n);
  const patternsLoaded =
    next.length > 0 ? preloadValidation(services.config, screensLoaded) : undefined;
  if (savesOnSubmit(path, steps)) services.leadApi().catch(() => undefined);
  return Promise.all([screensLoaded, textsLoaded, patternsLoaded]).then(() => undefined);
}
