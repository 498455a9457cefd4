import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '@wheelend/domain/contract';
import { api, ApiError, isRefused, schemas } from './api';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('api client', () => {
  it('returns the JSON body on success and sends the subscription key', async () => {
    answer(200, { Status: 'OK', Results: [1] });
    await expect(api.get(undefined, '/api/v11/x')).resolves.toEqual({ Status: 'OK', Results: [1] });
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0][1];
    expect((init.headers as Record<string, string>)['Ocp-Apim-Subscription-Key']).toBeTruthy();
  });

  it('turns the error envelope into an ApiError with the server message', async () => {
    answer(400, { Status: 'ERROR', Error: { Code: 'BAD_REQUEST', Message: 'id: must be a number' } });
    const err = (await api.get(undefined, '/api/v11/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe('id: must be a number');
  });

  it('reports a network failure in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = (await api.get(undefined, '/api/v11/x').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('NETWORK');
    expect(err.message).toMatch(/could not reach the server/);
  });
});

describe('answers checked by their schema', () => {
  const numbers = envelopeOf(z.number().int());

  it('returns an answer that matches the schema', async () => {
    answer(200, { Status: 'OK', Results: [1, 2] });
    await expect(api.get(numbers, '/api/v11/x')).resolves.toEqual({ Status: 'OK', Results: [1, 2] });
    answer(202, { Status: 'ZERO_RESULTS' });
    await expect(api.post(numbers, '/api/v11/y', { a: 1 })).resolves.toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('checks answers with the contract in development and tests', async () => {
    answer(200, { Status: 'OK', Results: [{ Id: 1 }] });
    await expect(api.get(schemas?.filterValues, '/api/v11/x')).rejects.toThrow(/does not match the contract.*Name/s);
  });

  it('fails on an answer the contract does not describe, naming the call and the field', async () => {
    answer(200, { Status: 'OK', Results: ['1'] });
    await expect(api.get(numbers, '/api/v11/x')).rejects.toThrow(/\/api\/v11\/x does not match the contract.*Results/s);
  });

  it('reads an empty answer (204) as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api.post(z.null(), '/api/v11/z')).resolves.toBeNull();
  });
});

describe('isRefused', () => {
  it('is a refusal that asking again cannot change: junk, too long, no such thing', () => {
    for (const status of [400, 404, 414]) expect(isRefused(new ApiError(status, 'X', 'x')), String(status)).toBe(true);
    for (const status of [0, 408, 429, 500, 503])
      expect(isRefused(new ApiError(status, 'X', 'x')), String(status)).toBe(false);
    expect(isRefused(new Error('x'))).toBe(false);
  });
});
