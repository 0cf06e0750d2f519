import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps room for a bottom dock: the spacer after the page grows to the dock's height, so every
 * part of the page can be scrolled out from under it, and `scroll-padding-bottom` makes focus
 * and scrollIntoView stop above it (WCAG 2.4.11, focus not obscured). The spacer sits after the
 * page, so its growth moves nothing that is already on screen.
 *
 * @returns the refs to put on the dock and on the spacer
 */
export function useDockSpace<Dock extends HTMLElement, Spacer extends HTMLElement>(open: boolean) {
  const dockRef = useRef<Dock>(null);
  const spacerRef = useRef<Spacer>(null);
  useLayoutEffect(() => {
    const dock = dockRef.current;
    const spacer = spacerRef.current;
    if (!open || !dock || !spacer) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${Math.ceil(dock.getBoundingClientRect().height)}px`;
      spacer.style.height = height;
      root.style.scrollPaddingBottom = height;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(dock);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [open]);
  return { dockRef, spacerRef };
}
