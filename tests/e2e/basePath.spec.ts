import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { MOUNTED_BASE_PATH, MOUNTED_ORIGIN } from '../../playwright.config';
import { Funnel } from './support/funnel';
import { continueTo, leadInState } from './support/leadStates';

/**
 * The default project's build, not rebuilt, served by a sandbox started with BASE_PATH=/apply
 * (playwright.config.ts): the base path is chosen at mount (specification section 2,
 * docs/deploy.md). Everything the page asks for and every address it shows follows it.
 */

const MOUNTED = `${MOUNTED_ORIGIN}${MOUNTED_BASE_PATH}`;

declare global {
  interface Window {
    /** Every Content-Security-Policy violation the page reported. */
    cspViolations?: string[];
    /** The heights of the FORM_HEIGHT messages the partner page received. */
    heightMessages?: number[];
  }
}

/** What went wrong while the page loaded: failed requests, error answers, CSP violations. */
function watchProblems(page: Page): { problems: string[]; paths: string[] } {
  const problems: string[] = [];
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === MOUNTED_ORIGIN) paths.push(url.pathname);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  void page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return { problems, paths };
}

const cspViolations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test('the same build mounted at /apply loads, moves between steps and follows a continue link there', async ({
  page,
  request,
}) => {
  const { problems, paths } = watchProblems(page);
  const funnel = new Funnel(page);

  await funnel.open();
  await expect(page).toHaveURL(`${MOUNTED}/`);
  await funnel.loanInformation();
  await expect(page).toHaveURL(`${MOUNTED}/personal-details`);

  // A continue link to offers: the offers' texts are a translation file of their own.
  const id = await leadInState(request, MOUNTED_ORIGIN, 10, { product: 'askrobin' });
  const offerTexts = page.waitForResponse((response) =>
    response.url().startsWith(`${MOUNTED}/locales/es/partnerSteps.json`),
  );
  await continueTo(page, `${MOUNTED}/`, id, '/accepted');
  expect((await offerTexts).ok()).toBe(true);
  await expect(page).toHaveURL(`${MOUNTED}/accepted`);
  await expect(page.getByRole('button', { name: 'Elegir esta oferta' }).first()).toBeVisible();

  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  // The funnel's files and texts all came from under the mount (the API and the sandbox's partner
  // logos are outside it), none from the path the build was made for.
  expect(paths).toContainEqual(expect.stringMatching(/^\/apply\/assets\/index-[\w-]+\.js$/));
  const files = paths.filter((path) => /\/(?:assets|locales)\/|\/favicon\.svg$/.test(path));
  expect(files.filter((path) => !path.startsWith(`${MOUNTED_BASE_PATH}/`))).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/application-frontend'))).toEqual([]);
});

test('a deep link under /apply loads the funnel, and the build’s own path is not served there', async ({
  page,
  request,
}) => {
  const { problems } = watchProblems(page);
  await page.goto(`${MOUNTED}/contact-details`);
  // A new applicant has no answers yet: the funnel's routing rules send them to its first step,
  // at the mount's own address.
  await expect(page.getByRole('heading', { level: 1, name: 'Tu préstamo' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${MOUNTED}/?$`));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    `${MOUNTED_BASE_PATH}/favicon.svg`,
  );
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);

  expect((await request.get(`${MOUNTED_ORIGIN}/application-frontend/`)).status()).toBe(404);
  expect((await request.get(`${MOUNTED_ORIGIN}/`, { maxRedirects: 0 })).headers().location).toBe(
    `${MOUNTED_BASE_PATH}/`,
  );
});

test.describe('in a partner’s frame', () => {
  let partner: Server;
  let partnerUrl = '';

  test.beforeAll(async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head>
<body><iframe id="funnel" title="Loan application" src="${MOUNTED}/" style="width:100%;border:0"></iframe></body></html>`;
    partner = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    // localhost, not 127.0.0.1: the partner is on another origin than the funnel.
    partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => partner.close(resolve));
  });

  test('the funnel mounted at /apply posts its height to the partner page', async ({ page }) => {
    const { problems } = watchProblems(page);
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const heights: number[] = [];
      window.heightMessages = heights;
      window.addEventListener(
        'message',
        (event: MessageEvent<{ type?: string; height?: number }>) => {
          if (event.data.type === 'FORM_HEIGHT' && typeof event.data.height === 'number')
            heights.push(event.data.height);
        },
      );
    });
    await page.goto(partnerUrl);
    const frame = page.frame({ url: `${MOUNTED}/` });
    if (!frame) throw new Error('The funnel frame did not load at /apply/');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.heightMessages ?? []))
      .toContainEqual(expect.any(Number));
    expect(problems).toEqual([]);
  });
});
