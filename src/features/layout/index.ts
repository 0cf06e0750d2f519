export { ErrorBoundary } from './ErrorBoundary';
export {
  continuePendingInFirstPaint,
  EARLY_INPUT_GLOBAL,
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  removeFirstPaintBanner,
} from './prerenderedPage';
export type { EarlyInput, EarlyInputFormats, FirstPaintMarkup } from './prerenderedPage';
export { useDocumentTitle } from './useDocumentTitle';
export { usePageHeading } from './usePageHeading';
export { AppLink } from './AppLink';
export { Spinner } from './Spinner';
export { MessageScreen } from './MessageScreen';
export { PageLayout } from './PageLayout';
export { WithAllTexts } from './WithAllTexts';
