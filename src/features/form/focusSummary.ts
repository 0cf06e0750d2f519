import type { RefObject } from 'react';

/**
 * Moves focus to the error summary once it has rendered (on the next frame), unless the applicant
 * has put focus somewhere else meanwhile, such as the field they went back to: that stays theirs.
 */
export function focusSummaryOnNextFrame(summary: RefObject<HTMLElement | null>): number {
  const focusedAtSubmit = document.activeElement;
  return requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (focused === focusedAtSubmit || focused === document.body) summary.current?.focus();
  });
}
