import { readStoredConsent } from '../consent';
import { isEmbedded } from '../embed';
import { readStoredDraft } from '../lead';
import { UI_COLORS_PARAM } from '../theme';
import { APPLICATION_STATE_KEY, STORED_LOAN_APPLICATION_KEY } from '../../lib/storageKeys';
import type { BrowserStores } from '../../lib/storedRecord';
import type { PictureShown } from './markers';

/** The page's own address, without the slashes that end it. */
const trimmed = (path: string) => path.replace(/\/+$/, '');

/**
 * The query parameters that change what the first screen shows: the loan amount and period
 * (specification section 2, read by session/entryParams.ts) and a partner's interface colours.
 */
const PREFILL_PARAMS = ['amount', 'period', UI_COLORS_PARAM];

const prefilled = (search: string) => {
  const query = new URLSearchParams(search);
  return PREFILL_PARAMS.some((name) => query.has(name));
};

/** Whether both stores can be read (a blocked one throws on access); a full one still can. */
function readable(win: Window): boolean {
  try {
    win.localStorage.getItem('');
    win.sessionStorage.getItem('');
    return true;
  } catch {
    return false;
  }
}

/**
 * What of the build's picture shows, decided before anything paints. The picture is of a new
 * applicant on the first screen (the page's `<base href>`, where the funnel is mounted:
 * build/mountBase.ts), opened on its own, who has answered nothing in this tab: it shows the
 * default loan and empty fields, not their answers. Any sign of something else turns it off, and
 * so does storage that cannot be read (the page then behaves as without it). The banner's
 * picture shows where the app's banner would ask (no valid choice stored).
 */
export function decidePicture(win: Window, stores: BrowserStores): PictureShown {
  const { location, document: doc } = win;
  if (
    isEmbedded() ||
    trimmed(location.pathname) !== trimmed(new URL(doc.baseURI).pathname) ||
    prefilled(location.search) ||
    !readable(win) ||
    stores.session.getItem(APPLICATION_STATE_KEY) !== null ||
    Object.keys(readStoredDraft(stores.session)).length > 0 ||
    stores.local.getItem(STORED_LOAN_APPLICATION_KEY) !== null
  )
    return 'off';
  return readStoredConsent(stores.local, new Date()) === null ? 'page-and-banner' : 'page';
}
