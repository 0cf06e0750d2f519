/**
 * On `<html>` while the consent banner is docked at the bottom: the attribute, and the banner's
 * height for what stays above it (styles/base.css). Set by the app's banner (useDockSpace.ts) and,
 * until it replaces it, by the build's picture of the banner (build/earlyInputScript.ts).
 */
export const DOCKED_ATTRIBUTE = 'data-docked';
export const DOCK_HEIGHT_PROPERTY = '--dock-height';
