import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { SANDBOX_ORIGIN } from '../../playwright.config';

/**
 * The funnel inside a partner's iframe, on another origin (localhost vs 127.0.0.1), with the
 * partner page made of exactly the snippet documented in docs/embedding.md.
 */
declare global {
  interface Window {
    /** The heights of the FORM_HEIGHT messages the partner page received, in order. */
    heightMessages?: number[];
    /** The last delivery marker (see `delivered`) the partner page received from the frame. */
    lastMarker?: number;
  }
}

function documentedSnippet(funnelOrigin: string): string {
  const doc = readFileSync('docs/embedding.md', 'utf8');
  const block = /```html\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('<!-- partner-snippet')))?.[1];
  if (!block) throw new Error('docs/embedding.md has no partner snippet');
  return block.replaceAll('https://loans.example.com', funnelOrigin);
}

let server: Server;
let partnerUrl = '';

test.beforeAll(async () => {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head>
<body style="margin:0;font-family:sans-serif"><h1>Partner site</h1>
${documentedSnippet(SANDBOX_ORIGIN)}
<p>Partner footer</p></body></html>`;
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://localhost:${(server.address() as AddressInfo).port}/partner.html`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Opens the partner page, recording every FORM_HEIGHT message it receives, and returns the funnel's frame. */
async function openPartnerPage(page: Page): Promise<Frame> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const messages: number[] = [];
    window.heightMessages = messages;
    window.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string; height?: number; marker?: number }>) => {
        if (event.data.type === 'FORM_HEIGHT' && typeof event.data.height === 'number') {
          messages.push(event.data.height);
        } else if (event.data.type === 'TEST_MARKER' && typeof event.data.marker === 'number') {
          window.lastMarker = event.data.marker;
        }
      },
    );
  });
  await page.goto(partnerUrl);
  const frame = page.frame({ url: /\/application-frontend\// });
  if (!frame) throw new Error('The funnel frame did not load');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  return frame;
}

const messages = (page: Page) => page.evaluate(() => window.heightMessages ?? []);
const contentHeight = (frame: Frame) => frame.evaluate(() => Math.ceil(document.body.scrollHeight));
const frameHeight = (page: Page) =>
  page.locator('#loan-funnel').evaluate((element: HTMLElement) => element.offsetHeight);

/** The height the page settles at: the last message matches the content, and no message follows for 300 ms. */
async function settledHeight(page: Page, frame: Frame): Promise<number> {
  let settled = 0;
  await expect
    .poll(
      async () => {
        const before = await messages(page);
        await page.waitForTimeout(300);
        const after = await messages(page);
        const last = after.at(-1);
        if (last === undefined || after.length !== before.length) return false;
        settled = last;
        return Math.abs(last - (await contentHeight(frame))) <= 1;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return settled;
}

/**
 * Changes the framed page and answers once the funnel has seen the change: a ResizeObserver made
 * here, after the funnel's own, is told of the new size in the same rendering step and after it
 * (observers are notified in the order they were made), so the funnel's debounce timer is set.
 */
const changeAndObserve = (frame: Frame, change: { grow: number } | 'remove blocks') =>
  frame.evaluate(
    (change_) =>
      new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        if (change_ === 'remove blocks') {
          document.querySelectorAll('.test-block').forEach((block) => block.remove());
        } else {
          const block = document.createElement('div');
          block.className = 'test-block';
          block.style.height = `${change_.grow}px`;
          document.body.append(block);
        }
        observer.observe(document.body);
      }),
    change,
  );
const grow = (frame: Frame, px: number) => changeAndObserve(frame, { grow: px });

let markers = 0;
/**
 * Answers once every message the frame has posted so far has reached the partner page: messages
 * from one window to another arrive in the order they were posted, so a marker posted now arrives
 * after them. With the clock paused, what has not arrived by then was not posted.
 */
async function delivered(page: Page, frame: Frame): Promise<void> {
  markers += 1;
  await frame.evaluate((marker) => {
    window.parent.postMessage({ type: 'TEST_MARKER', marker }, '*');
  }, markers);
  await expect.poll(() => page.evaluate(() => window.lastMarker)).toBe(markers);
}

test.describe('embedded in a partner page', () => {
  test('shows no header or footer and leaves the page data to the partner', async ({ page }) => {
    const frame = await openPartnerPage(page);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    expect(await frame.evaluate(() => document.title)).toBe('');
    expect(
      await frame.evaluate(() => document.querySelector('meta[name="description"]')),
    ).toBeNull();
    await expect(page).toHaveTitle('Partner site');

    // The same build opened directly has its chrome and page data.
    await page.goto(`${SANDBOX_ORIGIN}/application-frontend/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  });

  test('posts FORM_HEIGHT as the content changes: debounced, above 10 px, and the snippet resizes the frame', async ({
    page,
  }) => {
    // The page's timers and clock, faked from the start (the debounce's own timer among them) but
    // running at the machine's pace until the burst below.
    await page.clock.install();
    const frame = await openPartnerPage(page);
    // Translations, the consent banner and fonts arrive after the first render: wait until the
    // last message reports the content's height and the snippet has applied it.
    const first = await settledHeight(page, frame);
    await expect.poll(() => frameHeight(page)).toBe(first);

    // A new step with different content: a new height reported, and the frame follows.
    await frame.locator('form button[type="submit"]').click();
    await expect(frame.getByRole('textbox').first()).toBeVisible();
    const settled = await settledHeight(page, frame);
    expect(Math.abs(settled - first)).toBeGreaterThan(10);
    await expect.poll(() => frameHeight(page)).toBe(settled);

    // From here on the page's clock moves only when the test moves it, so the debounce is
    // measured in the page's own milliseconds, whatever the speed of the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    await delivered(page, frame);
    const before = await messages(page);

    // Five changes 20 ms apart: one message, 100 ms after the last change and not before.
    for (let change = 0; change < 5; change += 1) {
      if (change > 0) await page.clock.runFor(20);
      await grow(frame, 40);
    }
    await page.clock.runFor(99);
    await delivered(page, frame);
    expect(await messages(page)).toEqual(before);
    await page.clock.runFor(1);
    await expect.poll(() => messages(page)).toEqual([...before, settled + 200]);
    await page.clock.runFor(1_000);
    await delivered(page, frame);
    expect(await messages(page)).toEqual([...before, settled + 200]);

    // 8 px is below the threshold; 16 px since the last message is above it.
    await grow(frame, 8);
    await page.clock.runFor(1_000);
    await delivered(page, frame);
    expect(await messages(page)).toEqual([...before, settled + 200]);
    await grow(frame, 8);
    await page.clock.runFor(100);
    await expect.poll(() => messages(page)).toEqual([...before, settled + 200, settled + 216]);

    // Shrinking is reported too, so the partner's frame never keeps empty space.
    await changeAndObserve(frame, 'remove blocks');
    await page.clock.runFor(100);
    await expect.poll(async () => (await messages(page)).at(-1)).toBe(settled);
    await expect.poll(() => frameHeight(page)).toBe(settled);
  });

  test('takes valid interface colours from its parent only', async ({ page }) => {
    const frame = await openPartnerPage(page);
    const property = (name: string) =>
      frame.evaluate(
        (property_) =>
          getComputedStyle(document.documentElement).getPropertyValue(property_).trim(),
        name,
      );
    const textBefore = await property('--color-text');

    // Not from the parent: ignored.
    await frame.evaluate(() =>
      window.postMessage({ type: 'UI_COLORS', colors: { 'color-accent': '#123456' } }, '*'),
    );
    await page.evaluate((origin) => {
      const target = document.querySelector<HTMLIFrameElement>('#loan-funnel')?.contentWindow;
      target?.postMessage(
        {
          type: 'UI_COLORS',
          colors: { 'color-primary': '#0a7d33', 'color-text': 'url(https://evil.example/x)' },
        },
        origin,
      );
    }, SANDBOX_ORIGIN);

    await expect.poll(() => property('--color-primary')).toBe('#0a7d33');
    expect(await property('--color-primary-contrast')).toBe('#ffffff');
    expect(await property('--color-text')).toBe(textBefore);
    expect(await property('--color-accent')).not.toBe('#123456');
  });

  test('takes the colours its parent posted before the colour parser had arrived', async ({
    page,
  }) => {
    // The parser is a chunk of its own: on a slow line it comes after the frame has loaded,
    // which is when a partner may post (docs/embedding.md).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const parser = /\/assets\/partnerColors-[\w-]+\.js$/;
    await page.route(parser, async (route) => {
      await held;
      await route.continue();
    });
    const parserAsked = page.waitForRequest(parser);
    const frame = await openPartnerPage(page);
    await parserAsked;
    await page.evaluate((origin) => {
      const target = document.querySelector<HTMLIFrameElement>('#loan-funnel')?.contentWindow;
      target?.postMessage({ type: 'UI_COLORS', colors: { 'color-primary': '#0a7d33' } }, origin);
    }, SANDBOX_ORIGIN);
    release();

    await expect
      .poll(() =>
        frame.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        ),
      )
      .toBe('#0a7d33');
  });
});

test('inside the partner’s frame the build’s picture of the page stays hidden until the app renders', async ({
  page,
}) => {
  // The picture is of the page opened on its own, with header and footer: in a frame it would
  // jump when the app arrives. Held back, the app's JavaScript leaves only the picture.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto(partnerUrl);
  const frame = page.frameLocator('#loan-funnel');
  await expect(frame.locator('html')).toHaveAttribute('data-first-paint', 'off');
  await expect(frame.locator('#root > .first-paint')).toBeHidden();
  await expect(frame.locator('.first-paint--consent')).toBeHidden();
});
