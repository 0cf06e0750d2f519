import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/retryableLazy';
import { namespaceFailure, reloadNamespace } from './namespaceFailures';

/**
 * A screen's texts: suspends until its namespace is in. A namespace that could not be loaded at
 * all (its file and the build's own copy) throws a ChunkLoadError, so the screen's boundary offers
 * to try again instead of showing keys; trying again loads the namespace once more.
 */
export function useScreenTranslation<Namespace extends string>(namespace: Namespace) {
  const translation = useTranslation(namespace, { useSuspense: true });
  // The provided instance itself: useTranslation() hands out a wrapper of it.
  const { i18n } = useContext(I18nContext);
  const failure = namespaceFailure(i18n, namespace);
  if (failure) throw new ChunkLoadError(failure.cause, () => reloadNamespace(i18n, namespace));
  return translation;
}
