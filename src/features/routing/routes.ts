/** How the router moves to a state's route: after the offer, REPLACE keeps Back from leaving the outcome. */
export const NavigationMode = { PUSH: 'PUSH', REPLACE: 'REPLACE' } as const;
export type NavigationMode = (typeof NavigationMode)[keyof typeof NavigationMode];

/** Application routes of section 2 that no numbered state owns. */
export const ApplicationRoute = {
  INDEX: '/',
  CONTINUE: '/continue',
  UNSUBSCRIBE: '/unsubscribe',
  NOT_FOUND: '/404',
  SMAVA: '/smava',
} as const;

/** A pathname under the router's basename as the route it shows: no trailing slash, but `/`. */
export function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}
