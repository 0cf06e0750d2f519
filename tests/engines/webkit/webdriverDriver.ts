import type { Browser, ChainablePromiseElement } from 'webdriverio';
import type { Driver } from '../scenarios';

/** How long a check waits for what it names, as Playwright's assertions do (a busy machine). */
const WAIT_MS = 10_000;

/**
 * What the page shows of the elements matching `css`, read in the page: whether each is visible
 * (laid out, not hidden), its text with whitespace collapsed, the named attribute and its value.
 * Functions given to `execute` run in the page: they carry everything they use.
 */
function shown(css: string, attribute: string) {
  return Array.from(document.querySelectorAll(css)).map((element) => ({
    visible:
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    text: element.textContent.replace(/\s+/g, ' ').trim(),
    attribute: element.getAttribute(attribute),
    value: element instanceof HTMLInputElement ? element.value : null,
  }));
}

/**
 * The button an applicant could tap by this name: its label or text, whitespace collapsed (the
 * amounts carry a no-break space), laid out, and outside anything inert or hidden from assistive
 * technology, as Playwright's role locators see it.
 */
function buttonNamed(name: string) {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  return (
    Array.from(document.querySelectorAll('button')).find(
      (button) =>
        collapse(button.getAttribute('aria-label') ?? button.textContent) === collapse(name) &&
        button.getClientRects().length > 0 &&
        !button.closest('[inert], [aria-hidden="true"]'),
    ) ?? null
  );
}

/** The thumb's place and the target's, in viewport pixels, for a drag along a range input. */
function dragPath(css: string, toFraction: number) {
  const input = document.querySelector(css);
  if (!(input instanceof HTMLInputElement)) return null;
  const box = input.getBoundingClientRect();
  const share = (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
  return {
    from: Math.round(box.x + 8 + share * (box.width - 16)),
    to: Math.round(box.x + box.width * toFraction),
    y: Math.round(box.y + box.height / 2),
  };
}

/** Polls `check` until it holds or WAIT_MS pass; fails saying what it saw last. */
async function until(
  browser: Browser,
  what: string,
  check: () => Promise<{ ok: boolean; seen: unknown }>,
) {
  let seen: unknown;
  await browser
    .waitUntil(
      async () => {
        // A page still navigating cannot run a script yet: not there yet, not a failure.
        const result = await check().catch((error: unknown) => ({
          ok: false,
          seen: String(error),
        }));
        seen = result.seen;
        return result.ok;
      },
      { timeout: WAIT_MS, interval: 100, timeoutMsg: `Waited for ${what}` },
    )
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}; last seen: ${JSON.stringify(seen)}`);
    });
}

/** The driver's checks: each waits for what it names, reading the page as `shown` sees it. */
function webdriverChecks(browser: Browser) {
  const elements = (css: string, attribute = '') => browser.execute(shown, css, attribute);
  const first = async (css: string, attribute = '') => (await elements(css, attribute))[0];
  return {
    expectPath: (path: RegExp) =>
      until(browser, `a URL matching ${String(path)}`, async () => {
        const url = await browser.getUrl();
        return { ok: path.test(url), seen: url };
      }),
    expectHeading: (text: string) =>
      until(browser, `a heading "${text}"`, async () => {
        const headings = await elements('h1');
        const ok = headings.some((heading) => heading.visible && heading.text === text);
        return { ok, seen: headings.map((heading) => heading.text) };
      }),
    expectText: (css: string, text: string) =>
      until(browser, `${css} to read "${text}"`, async () => {
        const seen = (await first(css))?.text;
        return { ok: seen === text, seen };
      }),
    expectAttribute: (css: string, attribute: string, value: string) =>
      until(browser, `${css} to have ${attribute}="${value}"`, async () => {
        const seen = (await first(css, attribute))?.attribute;
        return { ok: seen === value, seen };
      }),
    expectValue: (css: string, value: string) =>
      until(browser, `${css} to hold "${value}"`, async () => {
        const seen = (await first(css))?.value;
        return { ok: seen === value, seen };
      }),
    expectHidden: (css: string) =>
      until(browser, `nothing visible matching ${css}`, async () => {
        const visible = (await elements(css)).filter((element) => element.visible);
        return { ok: visible.length === 0, seen: visible.length };
      }),
    expectAtLeast: (css: string, count: number) =>
      until(browser, `${count} elements matching ${css}`, async () => {
        const found = (await elements(css)).length;
        return { ok: found >= count, seen: found };
      }),
  };
}

/**
 * The scenarios' driver in WebdriverIO over classic WebDriver, which has no locator that waits:
 * each step and check polls the page until it holds or WAIT_MS pass.
 */
export function webdriverDriver(browser: Browser): Driver {
  /**
   * Finds the button and acts on it, again while it is not there or was replaced before the act
   * (the app taking the picture's place: a stale element), as Playwright's locators do.
   */
  const onButton = (name: string, act: (button: ChainablePromiseElement) => Promise<void>) =>
    until(browser, `a button named "${name}" to take the tap`, async () => {
      const reference = await browser.execute(buttonNamed, name);
      if (!reference) return { ok: false, seen: 'no such button' };
      await act(browser.$(reference));
      return { ok: true, seen: null };
    });
  /**
   * The element on screen matching `css`, looked up afresh at each poll: one found while the
   * picture showed is stale once the app has taken its place.
   */
  const field = async (css: string) => {
    await until(browser, `${css} on screen`, async () => {
      const displayed = await browser.$(css).isDisplayed();
      return { ok: displayed, seen: displayed };
    });
    return browser.$(css);
  };
  return {
    open: async (url) => {
      await browser.url(url);
    },
    back: async () => {
      await browser.back();
    },
    tap: (name) => onButton(name, (button) => button.click()),
    doubleTap: (name) => onButton(name, (button) => button.doubleClick()),
    type: async (name, text) => {
      const input = await field(`[name="${name}"]`);
      await input.click();
      await input.addValue(text);
    },
    tick: async (css) => {
      const box = await field(css);
      if (!(await box.isSelected())) await box.click();
    },
    select: async (name, value) => {
      await (await field(`[name="${name}"]`)).selectByAttribute('value', value);
    },
    drag: async (css, toFraction) => {
      await field(css);
      const path = await browser.execute(dragPath, css, toFraction);
      if (!path) throw new Error(`${css} is not a range input`);
      await browser
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x: path.from, y: path.y })
        .down()
        .move({ x: path.to, y: path.y, duration: 100 })
        .up()
        .perform();
    },
    valueOf: async (css) => (await field(css)).getValue(),
    read: async <T>(script: () => T) => (await browser.execute(script)) as T,
    ...webdriverChecks(browser),
  };
}
