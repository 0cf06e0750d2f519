// `npm run loadtest`: drives the sandbox lead API on 127.0.0.1 with concurrent creates and
// updates, reports throughput and latency percentiles, then checks in the database that every
// lead was stored exactly once. Bounded: a fixed number of requests, a time limit, loopback only.
//
//   LOADTEST_PORT (8167)  LOADTEST_LEADS (2000)  LOADTEST_CONNECTIONS (20)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LOADTEST_PORT ?? 8167);
const leads = Number(process.env.LOADTEST_LEADS ?? 2000);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 20);
const origin = `http://127.0.0.1:${port}`;
const dbPath = path.join(os.tmpdir(), `funnel-loadtest-${process.pid}.db`);
/** Stops a run that hangs, whatever the server does. */
const TIME_LIMIT_S = 120;

function leadBody(sessionId) {
  return {
    product: 'askrobin',
    progressState: 2,
    amount: 500,
    period: 70,
    periodScale: 'days',
    tags: ['react-ui'],
    sessionId,
    contactDetails: { email: `load+${sessionId.slice(0, 8)}@example.com` },
  };
}

async function startSandbox() {
  const server = spawn('npx', ['tsx', 'sandbox/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The sandbox logs every request: at thousands per second that would measure the terminal.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DB: dbPath,
      LOG_LEVEL: 'warn',
    },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/openapi.json`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The sandbox did not answer on ${origin}`);
}

/** Sends each of `queue` once, spread over the connections (autocannon's own `requests` list repeats per connection). */
function run(queue, onResponse) {
  let next = 0;
  const options = {
    url: origin,
    connections,
    timeout: 30,
    duration: TIME_LIMIT_S,
    amount: queue.length,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...queue[next++ % queue.length] }),
        ...(onResponse ? { onResponse } : {}),
      },
    ],
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

function report(name, result) {
  const { latency, requests } = result;
  console.log(
    `${name.padEnd(8)} ${String(result.requests.total).padStart(6)} requests in ${result.duration.toFixed(1)} s: ` +
      `${requests.average.toFixed(0)} req/s, latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
}

async function main() {
  const stop = await startSandbox();
  try {
    console.log(
      `Load on ${origin}: ${leads} leads, ${connections} connections, every create sent twice with its idempotency key`,
    );
    // Each lead is created twice with the same key (a retry after a lost answer), shuffled so the
    // copies race on different connections: the server must store each lead once.
    const sessions = Array.from({ length: leads }, () => randomUUID());
    const creates = [...sessions, ...sessions]
      .map((sessionId) => ({ sessionId, order: Math.random() }))
      .sort((a, b) => a.order - b.order)
      .map(({ sessionId }) => ({
        method: 'POST',
        path: '/v3/lead',
        headers: { 'content-type': 'application/json', 'idempotency-key': `load-${sessionId}` },
        body: JSON.stringify(leadBody(sessionId)),
      }));
    // Every create (and replay) answers an applicant token; the updates need one per lead.
    const tokens = new Map();
    const createResult = await run(creates, (status, body) => {
      if (status !== 200 && status !== 201) return;
      const { id, applicantToken } = JSON.parse(body);
      tokens.set(id, applicantToken);
    });
    report('create', createResult);

    const db = new Database(dbPath, { readonly: true });
    // The leads of this run, by their sessions (the idempotency keys are kept only as hashes).
    const ofThisRun = 'session_id IN (SELECT value FROM json_each(?))';
    const sessionList = JSON.stringify(sessions);
    const ids = db
      .prepare(`SELECT id FROM leads WHERE ${ofThisRun}`)
      .all(sessionList)
      .map((row) => row.id);
    const updates = ids.map((id, index) => ({
      method: 'PUT',
      path: '/v3/lead',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(id)}` },
      body: JSON.stringify({
        id,
        product: 'askrobin',
        progressState: 3,
        personalDetails: { firstName: `Load${index}` },
      }),
    }));
    const updateResult = await run(updates);
    report('update', updateResult);

    const perSession = db
      .prepare(
        `SELECT session_id AS sessionId, COUNT(*) AS n, MAX(progress_state) AS state FROM leads WHERE ${ofThisRun} GROUP BY session_id`,
      )
      .all(sessionList);
    db.close();
    const once = perSession.filter((row) => row.n === 1).length;
    const duplicated = perSession.filter((row) => row.n > 1).length;
    const missing = leads - perSession.length;
    const updated = perSession.filter((row) => row.state === 3).length;
    console.log(
      `stored: ${perSession.length} of ${leads} leads, ${once} exactly once, ${duplicated} duplicated, ${missing} missing, ${updated} updated`,
    );
    const ok =
      once === leads &&
      duplicated === 0 &&
      createResult.errors === 0 &&
      updateResult.errors === 0 &&
      createResult.non2xx === 0 &&
      updateResult.non2xx === 0;
    console.log(ok ? 'loadtest: every lead stored exactly once' : 'loadtest: FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
