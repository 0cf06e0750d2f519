import {
  FIRST_PAINT_BANNER_CLASS,
  handOver,
  hidePictureOfBanner,
  pictureShown,
  type PictureBehaviour,
  type PictureContext,
} from '../firstPaint';
import { CONSENT_BY_CHOICE, CONSENT_CHOICE_ATTRIBUTE, isConsentChoice } from './consentBannerHooks';
import { writeStoredConsent } from './consentStorage';
import { dockAbove, undock } from './dock';

/** While the picture of the banner shows, the page is docked above it, as the app's banner docks it. */
function dock({ win }: PictureContext): void {
  const doc = win.document;
  const banner = doc.querySelector(`.${FIRST_PAINT_BANNER_CLASS}`);
  if (banner && pictureShown(doc) === 'page-and-banner')
    dockAbove(doc.documentElement, banner.getBoundingClientRect().height);
}

/**
 * ConsentBanner before the app (ConsentBanner.tsx, whose choice buttons it finds by their hook):
 * a reject or an accept is stored at once, in the banner's key and format (consentStorage.ts), so
 * a reload before the app's banner arrives does not ask again; it is handed over too (the app's
 * banner is pressed with it where it shows all the same: src/app/earlyInput.ts), and the picture
 * of the banner hides. "Choose which" needs the app: the picture does not offer it. It answers
 * until the app's own banner replaces it, after the app's first render too.
 */
export const consentBannerBeforeApp: PictureBehaviour = {
  answers: `[${CONSENT_CHOICE_ATTRIBUTE}]`,
  start(context) {
    const { win } = context;
    // The page's size changes with the banner's (a narrower window, a font that arrives late).
    if (typeof ResizeObserver === 'function')
      new ResizeObserver(() => dock(context)).observe(win.document.documentElement);
  },
  parsed: dock,
  on: {
    click(event, { win, stores }) {
      const button = (event.target as Element).closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
      const choice = button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
      if (!button?.closest(`.${FIRST_PAINT_BANNER_CLASS}`) || !isConsentChoice(choice)) return;
      writeStoredConsent(stores.local, CONSENT_BY_CHOICE[choice], new Date());
      handOver(win, 'consent', choice);
      hidePictureOfBanner(win.document);
      undock(win.document.documentElement);
    },
  },
};
