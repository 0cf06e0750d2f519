import { screenRedirect, type RedirectInputs } from './routeGuard';
import { routeOf } from './routes';

/**
 * Makes, before the app's first render, the redirect the screen router would make for the address
 * the page opened at (screenRedirect), as its `<Navigate replace>` makes it: the address is
 * replaced and its query left behind. That render is then the screen itself, not an empty page
 * that redirects a frame later: a v3 build opens at its first step's path, a returning applicant
 * at their step. An address outside `basePath` is left to the router, which shows nothing there.
 */
export function redirectBeforeFirstRender(
  win: Window,
  basePath: string,
  inputs: RedirectInputs,
): void {
  const base = basePath.replace(/\/+$/, '');
  const { pathname } = win.location;
  // The router matches its basename regardless of case, and only at a segment's end.
  const rest = pathname.slice(base.length);
  if (pathname.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return;
  if (rest !== '' && !rest.startsWith('/')) return;
  const redirect = screenRedirect(routeOf(rest || '/'), inputs);
  if (redirect !== null) win.history.replaceState(win.history.state, '', `${base}${redirect}`);
}
