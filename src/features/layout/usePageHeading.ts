import { useEffect, useRef } from 'react';

let isFirstScreen = true;

/**
 * Moves focus to the new screen's heading when the applicant moves between screens, so screen
 * readers announce the step. The very first screen keeps the browser's default focus.
 */
export function usePageHeading<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (isFirstScreen) {
      isFirstScreen = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return ref;
}
