import http from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './reply.js';

/** A request Node cannot parse (raw bytes that are not a request line, headers too large, too slow)
 * gets the envelope and the API's security headers too; nothing of it reached a route. */
export function clientError(headers: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, body] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody('TIMEOUT', 'The request did not arrive in time.')]
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, errorBody('HEADERS_TOO_LARGE', 'The request headers are too large.')]
          : [400, errorBody('BAD_REQUEST', 'The request could not be read.')];
    const json = JSON.stringify(body);
    const all = { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status as number]}\r\n` +
          Object.entries(all)
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
      );
    socket.destroy(err);
  };
}
