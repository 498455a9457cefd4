import type { FastifyReply } from 'fastify';
import type { Envelope } from '@wheelend/domain/contract';

/** The answer envelope of DESIGN.md: Status OK with Results, or ZERO_RESULTS with none. */
export function results<T>(rows: T[]): Envelope<T> {
  return rows.length > 0 ? { Status: 'OK', Results: rows } : { Status: 'ZERO_RESULTS' };
}

export class HttpError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

export function errorBody(code: string, message: string) {
  return { Status: 'ERROR' as const, Error: { Code: code, Message: message } };
}

/** Sends an answer of the catalog that is already JSON text, as it is: one that stays the same until the
 * catalog version changes, so the server may send it again as it went out (http/replay.ts). */
export function sendCached(reply: FastifyReply, body: string | Buffer) {
  reply.server.replays.mark(reply);
  return reply.type('application/json; charset=utf-8').send(body);
}
