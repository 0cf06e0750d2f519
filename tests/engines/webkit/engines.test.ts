import { afterEach, beforeEach, test } from 'vitest';
import { ENGINE_SCENARIOS } from '../scenarios';
import { openMiniBrowser, WEBKIT_BUILDS } from './webkit';
import { webdriverDriver } from './webdriverDriver';

let browser: Awaited<ReturnType<typeof openMiniBrowser>>;
beforeEach(async () => {
  browser = await openMiniBrowser();
  await browser.setWindowSize(1280, 800);
});
afterEach(async () => {
  await browser.deleteSession();
});

for (const scenario of ENGINE_SCENARIOS)
  test(scenario.title, () => scenario.run(webdriverDriver(browser), WEBKIT_BUILDS));
