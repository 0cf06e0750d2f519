import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_SPINNER_ATTRIBUTE,
} from '../src/features/layout/prerenderedPage';
import {
  APPLICATION_STATE_KEY,
  LEAD_APPLICATION_KEY,
  STORED_LOAN_APPLICATION_KEY,
  TRACKING_CONSENT_KEY,
} from '../src/lib/storageKeys';
import { UI_COLORS_PARAM } from '../src/features/theme/partnerColors';
import { APP_LOADER_SCRIPT_ID } from './appLoader';

/**
 * Query parameters that change what the first screen shows: the loan amount and period
 * (src/features/session/entryParams.ts) and a partner's interface colours.
 */
const PREFILL_PARAMS = ['amount', 'period', UI_COLORS_PARAM];

/**
 * The head script that decides, before anything paints, whether the build's picture is what the
 * app will show. Inline, so the picture waits on no request; the server's Content-Security-Policy
 * allows it by its hash (sandbox/platform/securityHeaders.ts). It runs before the body is
 * parsed. The picture is of a new applicant on the first screen (the page's `<base href>`, where
 * the funnel is mounted: build/mountBase.ts), opened on its own, who has answered nothing in this
 * tab (the picture would show the default loan and empty fields, not their answers); any sign
 * of something else hides it, and so does storage that cannot be read (the page then behaves as
 * without it). Where it is hidden the spinner shows instead, neutral on the continue path. In a
 * frame it also takes the build's title away: page data is not set when embedded (section 2).
 * Where the picture shows, the page renders nothing until the parser is past the early-input
 * script, which makes the picture answer (`<link rel="expect" blocking="render">` naming the
 * element after it, APP_LOADER_SCRIPT_ID; browsers without it paint as before): a slow
 * connection delivers the HTML in pieces, and Chromium painted half a picture, or a whole one
 * whose controls were still inert, in which a tap did nothing. The link names this document's
 * own address (the `<base href>` would make a bare `#id` another page's, which blocks nothing).
 */
export function headScript(): string {
  const json = JSON.stringify;
  const attribute = json(FIRST_PAINT_ATTRIBUTE);
  return `(function (root) {
  try {
    var query = new URLSearchParams(location.search);
    var draft = (JSON.parse(sessionStorage.getItem(${json(LEAD_APPLICATION_KEY)})) || {}).draft || {};
    if (
      self !== top ||
      location.pathname.replace(/\\/+$/, '') !== new URL(document.baseURI).pathname.replace(/\\/+$/, '') ||
      ${json(PREFILL_PARAMS)}.some(function (name) { return query.has(name); }) ||
      sessionStorage.getItem(${json(APPLICATION_STATE_KEY)}) !== null ||
      Object.keys(draft).length > 0 ||
      localStorage.getItem(${json(STORED_LOAN_APPLICATION_KEY)}) !== null
    )
      root.setAttribute(${attribute}, 'off');
    else if (localStorage.getItem(${json(TRACKING_CONSENT_KEY)}) !== null)
      root.setAttribute(${attribute}, 'no-banner');
  } catch (error) {
    root.setAttribute(${attribute}, 'off');
  }
  if (root.getAttribute(${attribute}) !== 'off') {
    var expect = document.createElement('link');
    expect.rel = 'expect';
    expect.href = location.href.split('#')[0] + '#${APP_LOADER_SCRIPT_ID}';
    expect.setAttribute('blocking', 'render');
    document.head.appendChild(expect);
  }
  if (self !== top) document.title = '';
  if (location.pathname.indexOf('continue') !== -1)
    root.setAttribute(${json(FIRST_PAINT_SPINNER_ATTRIBUTE)}, 'neutral');
})(document.documentElement);
`;
}
