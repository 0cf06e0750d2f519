import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { serveBuilds } from '../../e2e/support/serveBuilds';
import { ENGINE_BUILDS_DIR } from '../support/engineBuilds';
import { WEBKIT_BUILDS, WEBKIT_DRIVER_PORT } from './webkit';

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

async function driverReady(deadline: number): Promise<void> {
  for (;;) {
    try {
      const status = await fetch(`http://127.0.0.1:${WEBKIT_DRIVER_PORT}/status`);
      if (status.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${WEBKIT_DRIVER} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The two builds with their sandboxes, and WebKitWebDriver, for the whole WebKit run. */
export default async function setup(): Promise<() => Promise<void>> {
  if (!ENGINE_BUILDS_DIR) throw new Error('E2E_BRANDS_DIR must name the folder of the builds');
  const stopServers = await serveBuilds(
    [WEBKIT_BUILDS.classic, WEBKIT_BUILDS.v3],
    ENGINE_BUILDS_DIR,
  );
  const driver = spawn(WEBKIT_DRIVER, [`--port=${WEBKIT_DRIVER_PORT}`], { stdio: 'inherit' });
  await driverReady(Date.now() + 20_000);
  return async () => {
    driver.kill();
    if (driver.exitCode === null) await once(driver, 'exit');
    await stopServers();
  };
}
