import { useLayoutEffect, useRef } from 'react';
import { DOCK_HEIGHT_PROPERTY, DOCKED_ATTRIBUTE } from './dock';

/** A primary button (3rem) and its gap above the dock. */
const STICKY_BUTTON_ROOM = '4rem';

/**
 * Keeps room for a bottom dock: the spacer after the page grows to the dock's height, so every
 * part of the page can be scrolled out from under it; `--dock-height` lets a step's primary
 * button stay above it; and `scroll-padding-bottom` makes focus and scrollIntoView stop above
 * both (WCAG 2.4.11, focus not obscured). The spacer sits after the
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
      root.style.setProperty(DOCK_HEIGHT_PROPERTY, height);
      root.setAttribute(DOCKED_ATTRIBUTE, '');
      // A step's primary button rides above the dock (styles/base.css): keep focus above both.
      root.style.scrollPaddingBottom = `calc(${height} + ${STICKY_BUTTON_ROOM})`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(dock);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty(DOCK_HEIGHT_PROPERTY);
      root.removeAttribute(DOCKED_ATTRIBUTE);
    };
  }, [open]);
  return { dockRef, spacerRef };
}
