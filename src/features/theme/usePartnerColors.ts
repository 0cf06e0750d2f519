import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { takeEarlyParentMessages } from './earlyParentMessages';
import { UI_COLORS_PARAM } from './uiColorsParam';
import { uiColorsMerged } from './uiSlice';

/** Matches UI_COLORS_PARAM (uiColorsParam.ts) in a query string. */
const HAS_UI_COLORS_PARAM = new RegExp(`[?&]${UI_COLORS_PARAM}=`);

/**
 * Takes the partner's interface colours from the entry URL and, inside a frame, from its
 * messages. The parsing code loads only when either can happen: most pages have neither.
 */
export function usePartnerColors(embedded: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const search = window.location.search;
    if (!embedded && !HAS_UI_COLORS_PARAM.test(search)) return undefined;
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    import('./partnerColors').then(
      ({ listenForPartnerColors, uiColorsFromSearch }) => {
        if (unmounted) return;
        const fromUrl = uiColorsFromSearch(search);
        if (Object.keys(fromUrl).length > 0) dispatch(uiColorsMerged(fromUrl));
        if (embedded)
          stopListening = listenForPartnerColors(
            window,
            (colors) => dispatch(uiColorsMerged(colors)),
            takeEarlyParentMessages(window),
          );
      },
      // Offline at load: the page keeps the brand's colours, which are readable too.
      (error: unknown) => console.error('Failed to load partner colours', error),
    );
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, [dispatch, embedded]);
}
