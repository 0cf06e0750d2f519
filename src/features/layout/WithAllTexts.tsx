import { useContext, useEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { defaultNamespaceComplete, isDefaultNamespaceComplete } from '../../i18n/i18n';

/**
 * Shows `children` once the whole default namespace has loaded: the entry ships only the first
 * screen's texts (build/firstScreen.json), and a later screen must not flash its keys.
 */
export function WithAllTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // The provided instance itself: useTranslation() hands out a wrapper of it.
  const { i18n } = useContext(I18nContext);
  const [ready, setReady] = useState(() => isDefaultNamespaceComplete(i18n));
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    void defaultNamespaceComplete(i18n).then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [i18n, ready]);
  return ready ? children : fallback;
}
