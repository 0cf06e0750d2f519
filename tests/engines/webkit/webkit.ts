import { remote } from 'webdriverio';
import { ENGINES_PORT, engineBuilds } from '../support/engineBuilds';

/** The WebKit suite's two builds and WebKitWebDriver, on the engines' ports after Firefox's. */
export const WEBKIT_BUILDS = engineBuilds(ENGINES_PORT + 2);
export const WEBKIT_DRIVER_PORT = ENGINES_PORT + 4;

const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * A fresh MiniBrowser (WebKitGTK) window, with its own storage, over classic WebDriver. Opening a
 * page does not wait for it to load (page load strategy `none`): a page whose entry script the
 * connection holds never loads until released, and with `eager` WebKitWebDriver 2.50 answers
 * the next command only now and then (3 of 4 sessions hung). Every check waits for what it needs.
 */
export function openMiniBrowser() {
  // WebdriverIO's types know no `webkitgtk:` options; WebKitWebDriver reads them.
  const capabilities: WebdriverIO.Capabilities & { 'webkitgtk:browserOptions': object } = {
    browserName: 'MiniBrowser',
    pageLoadStrategy: 'none',
    // WebKitGTK's driver speaks classic WebDriver, not BiDi.
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  };
  return remote({
    hostname: '127.0.0.1',
    port: WEBKIT_DRIVER_PORT,
    logLevel: 'warn',
    capabilities,
  });
}
