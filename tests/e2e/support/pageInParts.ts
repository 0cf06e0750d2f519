import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Response headers that describe the sandbox's encoding of a body this proxy sends decoded. */
const ENCODING_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * A proxy to the funnel at `origin` that sends each page in two parts, the first up to the first
 * script of its body, and the rest `pauseMs` later, or when `sendTheRest` is called: a slow
 * connection delivering the HTML in pieces, the moment a phone has the picture's markup and not
 * yet the scripts of its body. Everything else passes through as the sandbox sent it (its CSP
 * too).
 */
export async function funnelWithPagesInParts(origin: string, pauseMs: number) {
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${origin}${request.url ?? '/'}`, { redirect: 'manual' });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!ENCODING_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const text = body.toString('utf8');
      const split = text.indexOf('<script', text.indexOf('<body'));
      if (!upstream.headers.get('content-type')?.includes('text/html') || split < 0) {
        response.end(body);
        return;
      }
      response.write(text.slice(0, split));
      const rest = () => {
        waiting.delete(rest);
        clearTimeout(timer);
        response.end(text.slice(split));
      };
      const timer = setTimeout(rest, pauseMs);
      waiting.add(rest);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    /** Sends now the rest of every page still waiting for it. */
    sendTheRest: () => {
      for (const rest of [...waiting]) rest();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
