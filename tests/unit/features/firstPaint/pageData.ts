import { FIRST_PAINT_DATA_ID, type FirstPaintData } from '../../../../src/features/firstPaint';

/** The data the build writes for the page's inline scripts, as build/firstScreenHtml.ts writes it. */
export const PAGE_DATA: FirstPaintData = {
  picture: {
    intlLocale: 'es-ES',
    currencyCode: 'EUR',
    periodTexts: { 61: '61 días', 62: '62 días', 63: '63 días' },
    pendingText: 'Guardando…',
  },
  app: {
    entry: '/application-frontend/assets/index-abc.js',
    startupPreloads: ['/application-frontend/assets/DynamicStepScreen-ghi.js'],
    continuePreloads: [
      '/application-frontend/assets/formKit-jkl.js',
      '/application-frontend/assets/ClassicStepScreen-mno.js',
    ],
  },
};

/** Puts the page's data into the head, as the build does before the head script. */
export function writePageData(data: unknown = PAGE_DATA): void {
  document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAINT_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.head.append(element);
}

export function removePageData(): void {
  document.getElementById(FIRST_PAINT_DATA_ID)?.remove();
}
