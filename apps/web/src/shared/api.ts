import type { Envelope } from '@wheelend/domain/contract/envelope';
import { appConfig } from './config';
import { noteAnswer } from './offline/savedAt';

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

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
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
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const err = (data as { Error?: { Code?: string; Message?: string } } | undefined)?.Error;
    throw new ApiError(res.status, err?.Code ?? 'HTTP', err?.Message ?? `The server answered ${res.status}.`);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('POST', path, body, signal),
};

/** The server refused the request itself (junk or an overlong part of the address, or no such
 * thing): asking again gives the same answer. A timeout (408) or a rate limit (429) may pass. */
export const isRefused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

/** A 4xx answer will not change on a second try; network and server failures get one more. */
export const retry = (count: number, e: unknown) =>
  !(e instanceof ApiError && e.status >= 400 && e.status < 500) && count < 1;

/** The results of an envelope; ZERO_RESULTS is an empty list. */
export const list = <T>(e: Envelope<T>) => (e.Status === 'OK' ? (e.Results ?? []) : []);
