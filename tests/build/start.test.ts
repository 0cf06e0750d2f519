/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildRecord } from '../../build/buildRecord';
import { inlineScriptHashes } from '../../build/responseHeaders';
import { root } from './brandBuilds';

/**
 * `npm start` with a production build in its folder (made for the example production API, as
 * `npm run build` leaves it): it must build the brand against the sandbox before serving, not
 * serve that build, whose policies and CSP call another API.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
const distDir = path.join(dir, 'es-askrobin');
let started: ChildProcess | null = null;

afterAll(async () => {
  if (started?.pid !== undefined && started.exitCode === null) {
    const exited = once(started, 'exit');
    // start.ts and the sandbox it runs: the process group this test started, and nothing else.
    process.kill(-started.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a command from the repository to its end, showing its output only if it fails. */
async function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${output}`);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The page at `url` once it answers, while `child` runs; its output if it stops first. */
async function pageOnceServed(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start stopped:\n${output()}`);
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok)
      return { html: await answer.text(), csp: answer.headers.get('content-security-policy') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));

describe('npm start', () => {
  it('rebuilds a production build made for another API before serving it', async () => {
    const env = { ...process.env, VITE_COUNTRY: 'es', VITE_BRAND: 'askrobin' };
    await run(
      ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--logLevel', 'warn'],
      { ...env, OUT_DIR: distDir },
    );
    expect(readBuildRecord(distDir)?.mode).toBe('production');

    const port = await freePort();
    started = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, PORT: String(port), DIST_DIR: distDir, SANDBOX_DB: path.join(dir, 'db') },
    });
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const served = await pageOnceServed(
      `http://127.0.0.1:${port}/application-frontend/`,
      started,
      () => output,
    );

    expect(output).toContain('(it was made for production)');
    const record = readBuildRecord(distDir);
    expect(record?.mode).toBe('development');
    expect(Object.values(record?.endpoints ?? {})).toEqual([
      '',
      '/v3/lead',
      '/policy',
      '/affiliate/event',
    ]);
    // The page served is the rebuilt one, and the sandbox's CSP allows its inline scripts.
    expect(served.html).toBe(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
    for (const hash of inlineScriptHashes(served.html)) expect(served.csp).toContain(hash);
    const callingProduction = filesUnder(path.join(distDir, 'assets')).filter((file) =>
      readFileSync(path.join(distDir, 'assets', file), 'utf8').includes('api.example.com'),
    );
    expect(callingProduction).toEqual([]);
  }, 400_000);
});
