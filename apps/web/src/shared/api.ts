import type { z } from 'zod';
import * as contract from '@wheelend/domain/contract';
import type { errorAnswer } from '@wheelend/domain/contract';
import { appConfig } from './config';
import { askServer, renderingPage, takeFirstAnswer } from './firstAnswers';
import { noteAnswer } from './offline/savedAt';

/** The contract's schemas, for `api.get(schemas?.name, path)`: in development and tests each answer is
 * checked with its schema. A production build trusts the server's own response schemas: there this is
 * undefined, the bundler drops the branch, and the schemas and zod stay out of the bundle. */
export const schemas = import.meta.env.DEV ? contract : undefined;

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

/** Told of each answer the server gave (the outbox sends what it kept as soon as the server answers). */
export const answered = new Set<() => void>();

const unreached = () =>
  new ApiError(0, 'NETWORK', 'We could not reach the server. Check your connection and try again.');

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
    throw unreached();
  }
  noteAnswer(res);
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A page that is not the server's answer (a Wi-Fi sign-in page, a proxy's): the server was not reached.
    if (res.ok) throw unreached();
  }
  if (!res.ok) {
    const err = (data as Partial<z.infer<typeof errorAnswer>> | null)?.Error;
    throw new ApiError(res.status, err?.Code ?? 'HTTP', err?.Message ?? `The server answered ${res.status}.`);
  }
  for (const f of answered) f();
  return data;
}

/** The answer, typed by its schema and checked against it in development and tests. */
function answer<S extends z.ZodType>(schema: S | undefined, path: string, data: unknown): z.infer<S> {
  if (import.meta.env.DEV && schema) {
    const r = schema.safeParse(data);
    if (!r.success) throw new Error(`The answer of ${path} does not match the contract: ${r.error.message}`);
  }
  return data as z.infer<S>;
}

const get = async <S extends z.ZodType>(schema: S | undefined, path: string, signal?: AbortSignal) => {
  const first = takeFirstAnswer(path) ?? (renderingPage() ? await askServer(path) : undefined);
  if (first === undefined && renderingPage()) throw new ApiError(0, 'SERVER', 'Not among the page’s answers.');
  return answer(schema, path, first ?? (await request('GET', path, undefined, signal)));
};

const post = async <S extends z.ZodType>(schema: S | undefined, path: string, body?: unknown, signal?: AbortSignal) =>
  answer(schema, path, await request('POST', path, body, signal));

export const api = { get, post };

export { langQuery } from '@wheelend/domain';

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
