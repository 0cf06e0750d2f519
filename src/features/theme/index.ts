export { selectUiColors, uiSlice } from './uiSlice';
export { usePartnerColors } from './usePartnerColors';
export { UI_COLORS_PARAM } from './uiColorsParam';
export { addUiPersistence, restoreUiState } from './uiPersistence';
/** The colour validation, a chunk of its own: only a page with colours to apply loads it. */
export const loadTheme = () => import('./theme');
