import { useContext, useEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import {
  defaultNamespaceComplete,
  defaultNamespaceFailure,
  isDefaultNamespaceComplete,
} from '../../i18n/i18n';
import { ChunkLoadError } from '../../lib/retryableLazy';

/**
 * Shows `children` once the whole default namespace has loaded: the entry ships only the first
 * screen's texts (build/firstScreen.json), and a later screen must not flash its keys. Texts that
 * cannot be loaded throw a ChunkLoadError, so the screen's boundary offers to try again instead
 * of a screen of keys.
 */
export function WithAllTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // The provided instance itself: useTranslation() hands out a wrapper of it.
  const { i18n } = useContext(I18nContext);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    isDefaultNamespaceComplete(i18n) ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return undefined;
    let mounted = true;
    // Settles either way; the texts are in only if the load succeeded.
    void defaultNamespaceComplete(i18n).then(() => {
      if (mounted) setState(isDefaultNamespaceComplete(i18n) ? 'ready' : 'failed');
    });
    return () => {
      mounted = false;
    };
  }, [i18n, state]);
  // The texts are a chunk: the boundary's retry probes it and reloads the page where the browser
  // keeps a failed module failed (Chromium), else renders again, which loads them once more.
  if (state === 'failed') throw new ChunkLoadError(defaultNamespaceFailure(i18n));
  return state === 'ready' ? children : fallback;
}
