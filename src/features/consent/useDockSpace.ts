import { useLayoutEffect, useRef } from 'react';
import { dockAbove, undock } from './dock';

/**
 * Keeps room for a bottom dock: the spacer after the page grows to the dock's height, so every
 * part of the page can be scrolled out from under it, and the page is docked above it
 * (dock.ts). The spacer sits after the page, so its growth moves nothing that is already on
 * screen.
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
      spacer.style.height = dockAbove(root, dock.getBoundingClientRect().height);
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(dock);
    return () => {
      observer?.disconnect();
      undock(root);
    };
  }, [open]);
  return { dockRef, spacerRef };
}
