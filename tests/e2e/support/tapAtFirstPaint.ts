import { funnelOnASlowConnection } from './slowConnection';

/**
 * What this needs of a Playwright page, written out: Chromium's Playwright (1.65, tests/e2e) and
 * Firefox's (1.64, tests/engines/firefox) each pass their own `Page`, whose types differ deep down.
 */
interface PlaywrightPage {
  addInitScript: (script: () => void) => Promise<unknown>;
  goto: (url: string, options: { waitUntil: 'commit' }) => Promise<unknown>;
  evaluate: <R>(script: () => R | Promise<R>) => Promise<R>;
  mouse: { click: (x: number, y: number) => Promise<void> };
  waitForURL: (url: RegExp, options: { timeout: number }) => Promise<void>;
}

/** The picture's primary button in the first frame drawn with it, and the tap made there. */
interface FirstFrameTap {
  /** Whether the picture took input in that frame ('inert' until the early-input script runs). */
  state: 'inert' | 'live';
  /** When that frame was drawn, and when the page saw the finger go down, in ms. */
  drawnAt: number;
  tappedAt: number;
  /** Whether the rest of the page (from its first script on) had not arrived yet at the tap. */
  beforeTheRest: boolean;
}

type FirstFrame = Pick<FirstFrameTap, 'state' | 'drawnAt'> & { x: number; y: number };

/** The rest of the page comes this long after the picture's markup, as on a slow connection. */
const PAGE_PAUSE_MS = 3000;
/** Time enough, after the whole page, for the app to start and take a continue over. */
const NEXT_STEP_WAIT_MS = PAGE_PAUSE_MS + 10_000;

/** Records the first frame drawn with the picture's primary button, and the first tap. */
function recordFirstFrameAndTap() {
  let drawn: (frame: FirstFrame) => void = () => undefined;
  const firstFrame = new Promise((resolve) => (drawn = resolve));
  Reflect.set(window, '__firstFrame', firstFrame);
  const look = () => {
    const button = document.querySelector('#root > .first-paint button[type="submit"]');
    const box = button?.getBoundingClientRect();
    if (!button || !box || box.height === 0) {
      requestAnimationFrame(look);
      return;
    }
    const state = button.closest('[inert]') ? 'inert' : 'live';
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    drawn({ state, drawnAt: Math.round(performance.now()), ...centre });
  };
  requestAnimationFrame(look);
  const tapped = () => {
    const beforeTheRest = document.getElementById('first-paint-app-loader') === null;
    Reflect.set(window, '__tap', { tappedAt: Math.round(performance.now()), beforeTheRest });
  };
  addEventListener('pointerdown', tapped, { capture: true, once: true });
}

/**
 * Opens the first screen of the funnel at `origin` over a connection that sends the page in two
 * parts, and taps its primary button in the first frame the browser draws with it, where that
 * frame shows it, as an applicant taps what the screen shows. An engine that holds rendering
 * until the picture answers (`blocking=render`) draws no frame before the rest of the page; one
 * that ignores it draws the markup as it arrives. `movedOn`: the tap took the applicant to the
 * next step; `tap` says where and when it landed.
 */
export async function tapOnTheFirstFrameOfAPageInParts(
  page: PlaywrightPage,
  origin: string,
): Promise<{ movedOn: boolean; tap: string }> {
  const funnel = await funnelOnASlowConnection(origin, { pagePauseMs: PAGE_PAUSE_MS });
  try {
    await page.addInitScript(recordFirstFrameAndTap);
    await page.goto(`${funnel.origin}/application-frontend/`, { waitUntil: 'commit' });
    const { state, drawnAt, x, y } = await page.evaluate(
      () => Reflect.get(window, '__firstFrame') as Promise<FirstFrame>,
    );
    await page.mouse.click(x, y);
    const { tappedAt, beforeTheRest } = await page.evaluate(
      () => Reflect.get(window, '__tap') as Pick<FirstFrameTap, 'tappedAt' | 'beforeTheRest'>,
    );
    const movedOn = await page
      .waitForURL(/\/personal-details$/, { timeout: NEXT_STEP_WAIT_MS })
      .then(
        () => true,
        () => false,
      );
    const when = beforeTheRest ? 'before the rest of the page' : 'after the whole page';
    return {
      movedOn,
      tap: `a tap at ${tappedAt} ms (${when}) on the ${state} button drawn at ${drawnAt} ms`,
    };
  } finally {
    await funnel.close();
  }
}
