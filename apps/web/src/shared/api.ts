import type { z } from 'zod';
import type { errorAnswer, Envelope } from '@wheelend/domain/contract';
import { appConfig } from './config';
import { noteAnswer } from './offline/savedAt';

/** @deprecated Name the answer's schema instead: `api.get(schema, path)`. */
export type { Envelope };

/** An API failure with the server's message, for the error state and its Retry. */
export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Answers are checked against their schema in development and tests. A production build trusts the
 * server's own response schemas: it skips the check, and vite.config.ts drops the schemas passed
 * here, so that they and zod stay out of the bundle. */
const checked = !import.meta.env.PROD;

async function request(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Ocp-Apim-Subscription-Key': appConfig.apiKey,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', 'We could not reach the server. Check your connection and try again.');
  }
  noteAnswer(res);
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const err = (data as Partial<z.infer<typeof errorAnswer>> | null)?.Error;
    throw new ApiError(res.status, err?.Code ?? 'HTTP', err?.Message ?? `The server answered ${res.status}.`);
  }
  return data;
}

/** The answer, typed by its schema (and checked against it outside production). */
function answer<S extends z.ZodType>(schema: S | undefined, path: string, data: unknown): z.infer<S> {
  if (checked && schema) {
    const r = schema.safeParse(data);
    if (!r.success) throw new Error(`The answer of ${path} does not match the contract: ${r.error.message}`);
  }
  return data as z.infer<S>;
}

function get<S extends z.ZodType>(schema: S, path: string, signal?: AbortSignal): Promise<z.infer<S>>;
/** @deprecated Name the answer's schema: `api.get(schema, path)`. */
function get<T>(path: string, signal?: AbortSignal): Promise<T>;
async function get(a: z.ZodType | string | undefined, b?: string | AbortSignal, c?: AbortSignal) {
  if (typeof a === 'string') return request('GET', a, undefined, b as AbortSignal | undefined);
  return answer(a, b as string, await request('GET', b as string, undefined, c));
}

function post<S extends z.ZodType>(schema: S, path: string, body?: unknown, signal?: AbortSignal): Promise<z.infer<S>>;
/** @deprecated Name the answer's schema: `api.post(schema, path, body)`. */
function post<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T>;
async function post(a: z.ZodType | string | undefined, b?: unknown, c?: unknown, d?: AbortSignal) {
  if (typeof a === 'string') return request('POST', a, b, c as AbortSignal | undefined);
  return answer(a, b as string, await request('POST', b as string, c, d));
}

export const api = { get, post };

/** The server refused the request itself (junk or an overlong part of the address, or no such
 * thing): asking again gives the same answer. A timeout (408) or a rate limit (429) may pass. */
export const isRefused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

/** A 4xx answer will not change on a second try; network and server failures get one more. */
export const retry = (count: number, e: unknown) =>
  !(e instanceof ApiError && e.status >= 400 && e.status < 500) && count < 1;

/** The results of an envelope; ZERO_RESULTS is an empty list. */
export const list = <T>(e: { Status: 'OK' | 'ZERO_RESULTS'; Results?: T[] }) =>
  e.Status === 'OK' ? (e.Results ?? []) : [];
