import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isIndexPage, type IndexPage, type MissingIndexPage } from './indexPage';

/**
 * Requests for the funnel's pages that fail before any route runs get the funnel's own page, so
 * the app shows its own screen (a continue link that cannot be read, its not-found screen) instead
 * of the server's bare error; API paths keep their JSON errors.
 *
 * The status stays the error's (400, 431): the request was bad, and a crawler, a monitor or a CDN
 * must not take the page for a good one or cache it as such. The browser renders the HTML body
 * whatever the status, and the app decides its screen from the path.
 */

type IndexPageReader = () => IndexPage | MissingIndexPage;

/** The funnel's page, mounted (indexPage.ts); none while there is no build to serve. */
function indexHtml(indexPage: IndexPageReader): string | undefined {
  const page = indexPage();
  return isIndexPage(page) ? page.html : undefined;
}

/** Whether a request line's target is a page of the funnel: GET or HEAD under basePath. */
function isFunnelPage(method: string | undefined, url: string | undefined, basePath: string) {
  return (
    (method === 'GET' || method === 'HEAD') &&
    url !== undefined &&
    (url === basePath || url.startsWith(`${basePath}/`))
  );
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (FST_ERR_BAD_URL, e.g. a continue id with
 * broken percent-encoding) answers 400 with the funnel's page under basePath, JSON elsewhere.
 */
export function funnelFrameworkErrors(indexPage: IndexPageReader, basePath: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode ?? 400;
    const html = isFunnelPage(request.raw.method, request.raw.url, basePath)
      ? indexHtml(indexPage)
      : undefined;
    if (html !== undefined) {
      void reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
      return;
    }
    void reply.code(status).send({ message: error.message, error: error.code });
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser rejects a request whose request line and
 * headers pass its maxHeaderSize (16 KiB) before Fastify sees it, so there is no request nor
 * reply, only the socket. What the parser read (`rawPacket`) names the method and the path: a
 * funnel page gets the funnel's page with the 431 kept, anything else the JSON error as before.
 * A request too long for even its request line to arrive whole gets the JSON error.
 */
export function funnelClientErrorHandler(indexPage: IndexPageReader, basePath: string) {
  return (error: ConnectionError, socket: Socket): void => {
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    // Node hands a Buffer (Fastify's types describe its JSON form).
    const raw: unknown = error.rawPacket;
    const head = Buffer.isBuffer(raw) ? raw.subarray(0, 8192).toString('latin1') : '';
    const [method, url] = head.split(/[ \r\n]/, 2);
    const html = isFunnelPage(method, url, basePath) ? indexHtml(indexPage) : undefined;
    const body =
      html ??
      JSON.stringify({ error: REASONS[status], message: error.message, statusCode: status });
    const type = html === undefined ? 'application/json' : 'text/html; charset=utf-8';
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        `Content-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        (method === 'HEAD' ? '' : body),
    );
  };
}
