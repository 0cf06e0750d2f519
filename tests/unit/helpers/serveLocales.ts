import { vi } from 'vitest';

/**
 * The translation server, as `fetch` sees it: one JSON file per `language/namespace`, the rest
 * answer 404; files in `unreachable` fail as a lost connection does. Returns the requested URLs,
 * and `unreachable` can be changed later (the connection comes back).
 */
export function serveLocales(files: Record<string, unknown>, unreachable: string[] = []) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const file = /\/locales\/(\w+\/\w+)\.json$/.exec(url)?.[1] ?? '';
      requested.push(url);
      if (unreachable.includes(file)) return Promise.reject(new TypeError('Failed to fetch'));
      const body = files[file];
      return Promise.resolve(
        body === undefined
          ? new Response('Not found', { status: 404 })
          : new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
      );
    }),
  );
  return requested;
}
