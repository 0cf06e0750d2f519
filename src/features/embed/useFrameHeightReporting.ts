import { useEffect } from 'react';

/**
 * Inside a partner's frame, keeps the parent informed of the page height (FORM_HEIGHT messages).
 * The reporting code loads only inside a frame.
 */
export function useFrameHeightReporting(embedded: boolean): void {
  useEffect(() => {
    if (!embedded || typeof ResizeObserver === 'undefined') return undefined;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./frameHeight').then(
      ({ startFrameHeightReporting }) => {
        if (!unmounted)
          stop = startFrameHeightReporting({ body: document.body, target: window.parent });
      },
      // The partner's frame keeps its own height; the page inside still works and scrolls.
      (error: unknown) => console.error('Failed to load frame height reporting', error),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [embedded]);
}
