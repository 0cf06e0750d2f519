/**
 * The URL parameter carrying interface colours as JSON, e.g. uiColors={"color-primary":"#0a7d33"}.
 * A module of its own: the picture's decision reads it (firstPaint/pictureDecision.ts) without
 * the colour parser, which loads only where colours are passed (usePartnerColors.ts).
 */
export const UI_COLORS_PARAM = 'uiColors';
