import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isRefused } from './api';

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
    await expect(api.get('/api/v11/x')).resolves.toEqual({ Status: 'OK', Results: [1] });
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0][1];
    expect((init.headers as Record<string, string>)['Ocp-Apim-Subscription-Key']).toBeTruthy();
  });

  it('turns the error envelope into an ApiError with the server message', async () => {
    answer(400, { Status: 'ERROR', Error: { Code: 'BAD_REQUEST', Message: 'id: must be a number' } });
    const err = (await api.get('/api/v11/x').catch((e: unknown) => e)) as ApiError;
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
    const err = (await api.get('/api/v11/x').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('NETWORK');
    expect(err.message).toMatch(/could not reach the server/);
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
