export {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_END_ID,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
  FIRST_PAINT_SPINNER_CLASS,
  hidePictureOfBanner,
  pictureShown,
  removeFirstPaintBanner,
} from './markers';
export type { PictureShown } from './markers';
export {
  continuePendingInFirstPaint,
  EARLY_INPUT_GLOBAL,
  handOver,
  pictureTookInput,
} from './handoff';
export type { EarlyInput } from './handoff';
export { FIRST_PAINT_DATA_ID } from './pageData';
export { requestNextScreen } from './modulePreloads';
export type { AppScripts, FirstPaintData, PictureTexts } from './pageData';
export type { PictureBehaviour, PictureContext, PictureEventType } from './beforeApp';
export { INLINE_SCRIPT_MODULES } from './inlineScripts';
