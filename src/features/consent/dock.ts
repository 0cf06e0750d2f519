/**
 * On `<html>` while the consent banner is docked at the bottom: the attribute, and the banner's
 * height for what stays above it (styles/base.css). Set by the app's banner (useDockSpace.ts) and,
 * until it replaces it, by the build's picture of the banner (consentBannerBeforeApp.ts).
 */
export const DOCKED_ATTRIBUTE = 'data-docked';
export const DOCK_HEIGHT_PROPERTY = '--dock-height';

/** A primary button (3rem) and its gap above the dock. */
const STICKY_BUTTON_ROOM = '4rem';

/**
 * Docks the page above a banner of this height: a step's primary button rides above it
 * (styles/base.css), and `scroll-padding-bottom` makes focus and scrollIntoView stop above both
 * (WCAG 2.4.11, focus not obscured).
 */
export function dockAbove(root: HTMLElement, height: number): string {
  const px = `${Math.ceil(height)}px`;
  root.style.setProperty(DOCK_HEIGHT_PROPERTY, px);
  root.setAttribute(DOCKED_ATTRIBUTE, '');
  root.style.scrollPaddingBottom = `calc(${px} + ${STICKY_BUTTON_ROOM})`;
  return px;
}

/** Undocks the page: nothing is docked at the bottom any more. */
export function undock(root: HTMLElement): void {
  root.style.removeProperty('scroll-padding-bottom');
  root.style.removeProperty(DOCK_HEIGHT_PROPERTY);
  root.removeAttribute(DOCKED_ATTRIBUTE);
}
