/**
 * Session-storage key of the application's state (src/app/persistence.ts). A module of its own:
 * the build reads it too (build/firstPaint.ts) and must not pull the app in with it.
 */
export const APPLICATION_STATE_KEY = 'state';
