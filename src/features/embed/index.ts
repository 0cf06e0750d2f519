export { isEmbedded } from './isEmbedded';
export { useFrameHeightReporting } from './useFrameHeightReporting';
