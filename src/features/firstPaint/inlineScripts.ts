/**
 * The page's inline scripts, as the modules the build bundles, minifies and writes into the page
 * (build/inlineScript.ts): each module's default export runs, given the window. By path from the
 * repository's root, so the build needs nothing of this feature but its index.
 */
export const INLINE_SCRIPT_MODULES = {
  /** In the head, before the body is parsed: what shows, and the picture's behaviours. */
  head: 'src/features/firstPaint/headScript.ts',
  /** At the end of the body: starts the app once the picture has painted. */
  appLoader: 'src/features/firstPaint/appLoader.ts',
} as const;
