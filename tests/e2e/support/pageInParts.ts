import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Response headers that describe the sandbox's encoding of a body this proxy sends decoded. */
const ENCODING_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * A proxy to the funnel at `origin` that sends each page in two parts, the first up to the first
 * script of its body, and the rest `pauseMs` later: a slow connection delivering the HTML in
 * pieces, the moment a phone has the picture's markup and not yet the script that makes it
 * answer. Everything else passes through as the sandbox sent it (its CSP too).
 */
export async function funnelWithPagesInParts(origin: string, pauseMs: number) {
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
      setTimeout(() => response.end(text.slice(split)), pauseMs);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
