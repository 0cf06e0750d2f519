import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface FaultRequest {
  method?: string;
  path: string;
  status?: number;
  times?: number;
  hangMs?: number;
  sessionId?: string;
  /** The exact body to answer instead of the fault JSON (an HTML login page, `{}`). */
  body?: string;
  /** Content-Type of `body`; JSON unless given. */
  contentType?: string;
}

export interface Fault {
  id: number;
  method?: string;
  path: string;
  status?: number;
  hangMs?: number;
  /** Only requests whose JSON body carries this sessionId match: one test's fault, not another's. */
  sessionId?: string;
  body?: string;
  contentType?: string;
  remaining: number;
}

/**
 * Armed faults live in memory only: they are a test's setup, and a restart should not leave the
 * next test run with failing requests.
 */
export interface FaultRegistry {
  add(request: FaultRequest): Fault;
  clear(): void;
  list(): Fault[];
  /** Consumes one use of the first fault matching the request, if any. */
  take(
    method: string,
    routePath: string | undefined,
    path: string,
    sessionId: string | undefined,
  ): Fault | undefined;
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add({ method, path, status, times, hangMs, sessionId, body, contentType }) {
      const fault: Fault = {
        id: nextId++,
        ...(method ? { method: method.toUpperCase() } : {}),
        path,
        ...(sessionId ? { sessionId } : {}),
        // With only a wait asked for, the request goes on normally afterwards (a slow server).
        ...(status !== undefined || hangMs === undefined ? { status: status ?? 500 } : {}),
        ...(hangMs !== undefined ? { hangMs } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(contentType !== undefined ? { contentType } : {}),
        remaining: times ?? 1,
      };
      faults.push(fault);
      return fault;
    },
    clear() {
      faults = [];
    },
    list() {
      return faults.map((fault) => ({ ...fault }));
    },
    take(method, routePath, path, sessionId) {
      const fault = faults.find(
        (f) =>
          (!f.method || f.method === method) &&
          (f.path === routePath || f.path === path) &&
          (!f.sessionId || f.sessionId === sessionId),
      );
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining === 0) faults = faults.filter((f) => f !== fault);
      return { ...fault };
    },
  };
}

function faultJson(method: string, path: string, status: number): string {
  return JSON.stringify({
    error: 'sandbox_fault',
    message: `Sandbox fault: ${method} ${path} answers ${status}`,
  });
}

function sessionIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('sessionId' in body)) return undefined;
  return typeof body.sessionId === 'string' ? body.sessionId : undefined;
}

/**
 * Applies armed faults before any route runs (once the body is parsed, so a fault can be bound to
 * one session; before validation); the fault controls themselves are never faulted.
 */
export function registerFaultHook(app: FastifyInstance, registry: FaultRegistry): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/sandbox/faults') return;
    const fault = registry.take(
      request.method,
      request.routeOptions.url,
      path,
      sessionIdOf(request.body),
    );
    if (!fault) return;
    if (fault.hangMs) await sleep(fault.hangMs);
    if (fault.status === undefined) return;
    // Sent pre-serialised so a route's response schema cannot strip the fields.
    return reply
      .code(fault.status)
      .type(fault.contentType ?? 'application/json; charset=utf-8')
      .send(fault.body ?? faultJson(request.method, path, fault.status));
  });
}
