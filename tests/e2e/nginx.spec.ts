import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { NGINX_PORTS } from '../../playwright.config';
import { emailFor, Funnel, leadIdOf, storedLead } from './support/funnel';
import {
  MOUNTED_BASE_PATH,
  startNginxDeployment,
  type NginxDeployment,
} from './support/nginxDeployment';

/**
 * The deployment of docs/deploy.md, for real: a production build served by nginx from the
 * build's own nginx.conf, the lead API on another origin answering CORS for it. An applicant
 * walks to a created lead, and the page's Content-Security-Policy never has to block anything.
 * A copy of the build mounted at /apply with `npm run mount` is served from its own nginx.conf.
 */
let deployment: NginxDeployment;

/** The headers every answer of a build carries, whatever its status (docs/deploy.md). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
];
const securityHeadersOf = (answer: APIResponse) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers()[name]]));

/**
 * What goes wrong in the page: CSP violations, console errors, page errors, and any warning
 * about the headers (Chromium warns on every page about a Permissions-Policy feature it does not
 * know).
 */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    problems.push(`CSP: ${violation}`);
  });
  await page.addInitScript(() => {
    const { reportCspViolation } = window as unknown as {
      reportCspViolation: (text: string) => void;
    };
    document.addEventListener('securitypolicyviolation', (event: SecurityPolicyViolationEvent) => {
      reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Unrecognized feature/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

// One deployment on fixed ports for the file: its tests run in one worker, in order (with two
// workers each ran this beforeAll, and the second sandbox found its port taken).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // One production build (about ten seconds on a quiet machine) and two servers.
  test.setTimeout(240_000);
  deployment = await startNginxDeployment(NGINX_PORTS);
});

test.afterAll(async () => {
  await deployment.stop();
});

test('a production build behind nginx, with the API on another origin, runs under its CSP', async ({
  page,
  request,
}) => {
  const problems = await watchProblems(page);
  const scripts: { url: string; encoding?: string; caching?: string }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        caching: response.headers()['cache-control'],
      });
  });

  const funnel = new Funnel(page);
  const firstAnswer = await page.goto('./');
  const csp = firstAnswer?.headers()['content-security-policy'] ?? '';
  expect(csp, 'nginx sends the build’s CSP').toContain(
    `connect-src 'self' ${deployment.apiOrigin}`,
  );
  expect(firstAnswer?.headers()['cache-control']).toBe('no-cache');

  await funnel.loanInformation();
  await funnel.fillPersonalDetails();
  await funnel.submit();
  await expect(page).toHaveURL(/\/contact-details$/);
  await funnel.fillContactDetails(emailFor('accepted'));
  await funnel.submit();
  await expect(page).toHaveURL(/\/income-details$/);

  const lead = await storedLead(request, deployment.apiOrigin, await leadIdOf(page));
  expect(lead.data).toMatchObject({
    personalDetails: { firstName: 'Lucía' },
    contactDetails: { city: 'Madrid' },
  });
  const entry = scripts.find((script) => /\/assets\/index-[^/]+\.js$/.test(script.url));
  expect(entry?.encoding, 'the entry script comes from its .gz copy').toBe('gzip');
  for (const script of scripts)
    expect(script.caching, script.url).toBe('public, max-age=31536000, immutable');
  expect(problems).toEqual([]);
});

test('the bare base path redirects with a slash, sending the security headers too', async ({
  request,
}) => {
  for (const base of ['/application-frontend', MOUNTED_BASE_PATH]) {
    const page = await request.get(`${deployment.funnelOrigin}${base}/`);
    const bare = await request.get(`${deployment.funnelOrigin}${base}`, { maxRedirects: 0 });
    expect(bare.status(), base).toBe(301);
    expect(new URL(bare.headers().location ?? '', deployment.funnelOrigin).pathname).toBe(
      `${base}/`,
    );
    expect(securityHeadersOf(page)['content-security-policy'], base).toContain('script-src');
    expect(securityHeadersOf(bare), base).toEqual(securityHeadersOf(page));
  }
});

test('a copy mounted at /apply with npm run mount is served there with its headers, gzip and deep links', async ({
  page,
  request,
}) => {
  const mounted = `${deployment.funnelOrigin}${MOUNTED_BASE_PATH}`;
  const asBuilt = await request.get(`${deployment.funnelOrigin}/application-frontend/`);
  const deepLink = await request.get(`${mounted}/contact-details`);
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toMatch(/^text\/html/);
  expect(deepLink.headers()['cache-control']).toBe('no-cache');
  expect(await deepLink.text()).toContain(`<base href="${MOUNTED_BASE_PATH}/">`);
  expect(securityHeadersOf(deepLink)).toEqual(securityHeadersOf(asBuilt));

  const problems = await watchProblems(page);
  const entryEncodings: (string | undefined)[] = [];
  page.on('response', (response) => {
    if (/\/apply\/assets\/index-[^/]+\.js$/.test(response.url()))
      entryEncodings.push(response.headers()['content-encoding']);
  });
  const funnel = new Funnel(page);
  await page.goto(`${mounted}/`);
  await funnel.loanInformation();
  await expect(page).toHaveURL(`${mounted}/personal-details`);
  await page.reload();
  await expect(page.locator('[name="personalDetails.firstName"]')).toBeVisible();
  expect(entryEncodings.length).toBeGreaterThan(0);
  expect(entryEncodings.every((encoding) => encoding === 'gzip')).toBe(true);
  expect(problems).toEqual([]);
});
