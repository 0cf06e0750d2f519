import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe one hop (or the sandbox's encoding of a body this proxy sends decoded). */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'host',
  'keep-alive',
  'transfer-encoding',
]);

export interface SlowConnection {
  /**
   * Each page comes in two parts: up to the first script of its body, and the rest this many
   * milliseconds later (or at `sendTheRest()`): the moment a phone has the picture's markup and
   * not yet the scripts of its body.
   */
  pagePauseMs?: number;
  /** Requests whose path matches wait until `release()`, as a slow connection holds them. */
  hold?: RegExp;
}

export interface SlowFunnel {
  origin: string;
  /** Lets every held request, and every later one, go on to the funnel. */
  release: () => void;
  /** Sends now the rest of every page still waiting for it. */
  sendTheRest: () => void;
  /** The method and path of each request the browser sent, in order. */
  requests: () => readonly string[];
  close: () => Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (!HOP_HEADERS.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/**
 * A proxy to the funnel (and its lead API) at `origin`, over a slow connection: pages in two
 * parts, some requests held until released. Everything else passes through as the sandbox sent
 * it (its CSP too). It holds server-side, so it slows any browser, with or without a way to
 * intercept requests itself.
 */
export async function funnelOnASlowConnection(
  origin: string,
  { pagePauseMs, hold }: SlowConnection,
): Promise<SlowFunnel> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  const restsWaiting = new Set<() => void>();
  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const method = request.method ?? 'GET';
      seen.push(`${method} ${path}`);
      if (hold?.test(path.split('?')[0] ?? path)) await released;
      const upstream = await fetch(`${origin}${path}`, {
        method,
        headers: forwardedHeaders(request),
        body: await bodyOf(request),
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const text = body.toString('utf8');
      const split = text.indexOf('<script', text.indexOf('<body'));
      const isPage = upstream.headers.get('content-type')?.includes('text/html') === true;
      if (pagePauseMs === undefined || !isPage || split < 0) {
        response.end(body);
        return;
      }
      response.write(text.slice(0, split));
      const sendRest = () => {
        restsWaiting.delete(sendRest);
        clearTimeout(timer);
        response.end(text.slice(split));
      };
      const timer = setTimeout(sendRest, pagePauseMs);
      restsWaiting.add(sendRest);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    release,
    sendTheRest: () => {
      for (const sendRest of [...restsWaiting]) sendRest();
    },
    requests: () => [...seen],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
