/**
 * Whether a path is on the continue path (specification section 2): there the page's header and
 * footer are transparent and its spinner neutral (PageLayout.tsx), the build's spinner too
 * (firstPaint/headScript.ts).
 */
export function onContinuePath(path: string): boolean {
  return path.includes('continue');
}
