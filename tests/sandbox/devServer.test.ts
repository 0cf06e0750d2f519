// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` (scripts/dev.mjs): one command gives the Vite dev server, on PORT, with the
 * sandbox lead API behind its proxy. Ports from this suite's range (DEV_TEST_PORT moves them, so
 * two checkouts can run the suite at once), a database of its own.
 */
const PORT = Number(process.env.DEV_TEST_PORT ?? 8406);
const SANDBOX_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STARTUP_MS = 45_000;

const dir = mkdtempSync(join(tmpdir(), 'dev-server-test-'));
let dev: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  // Only when the test stopped before stopping it itself.
  if (dev && dev.exitCode === null && dev.signalCode === null) await stopGroup(dev);
  rmSync(dir, { recursive: true, force: true });
});

/** Ends the command and everything it started (its own process group), and waits for it. */
function stopGroup(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  return exited;
}

function startDev(): Promise<void> {
  dev = spawn('npm', ['run', 'dev'], {
    // Its own process group, so the test can stop exactly what it started.
    detached: true,
    // stdin stays open: Vite stops when its stdin ends.
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      HOST: '127.0.0.1',
      SANDBOX_DB: join(dir, 'sandbox.db'),
    },
  });
  const started = dev;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not ready in time:\n${output}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Printed once both the dev server and the sandbox answer.
      if (output.includes('proxied to the sandbox lead API')) {
        clearTimeout(timer);
        resolve();
      }
    };
    started.stdout?.on('data', read);
    started.stderr?.on('data', read);
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (${String(code)}):\n${output}`));
    });
  });
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

describe('npm run dev', () => {
  it(
    'serves the funnel with hot reload on PORT and creates a lead through its proxy, then stops cleanly',
    async () => {
      await startDev();

      const page = await fetch(`${ORIGIN}/application-frontend/`);
      expect(page.status).toBe(200);
      // Vite's client: the page is the dev server's, with hot reload, not a build.
      expect(await page.text()).toContain('/@vite/client');

      const created = await fetch(`${ORIGIN}/v3/lead`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          product: 'askrobin',
          progressState: 1,
          amount: 1000,
          period: 61,
          periodScale: 'days',
          tags: ['react-ui'],
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect(id).toMatch(/^[\w-]{8,}$/);

      if (dev) await stopGroup(dev);
      expect(await answers(`${ORIGIN}/application-frontend/`)).toBe(false);
      expect(await answers(`http://127.0.0.1:${SANDBOX_PORT}/openapi.json`)).toBe(false);
    },
    STARTUP_MS + 15_000,
  );
});
