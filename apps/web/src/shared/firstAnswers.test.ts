import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function page(path: string, answers: Record<string, unknown>) {
  const block = { textContent: JSON.stringify({ path, answers }), remove: vi.fn() };
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'first-answers' ? block : null),
    querySelector: () => null,
  });
  return block;
}

describe('the first answers the page brought', () => {
  it('each is taken once, for its exact call, and the block leaves the page', async () => {
    const block = page('/hub/details/1', { '/api/v11/hubassemblydetails/1': { Status: 'OK' } });
    vi.stubGlobal('location', { pathname: '/hub/details/1' });
    const { takeFirstAnswer } = await import('./firstAnswers');
    expect(takeFirstAnswer('/api/v11/hubassemblydetails/1?lang=es')).toBeUndefined();
    expect(takeFirstAnswer('/api/v11/hubassemblydetails/1')).toEqual({ Status: 'OK' });
    expect(block.remove).toHaveBeenCalled();
    expect(takeFirstAnswer('/api/v11/hubassemblydetails/1')).toBeUndefined();
  });

  it('none once the address is no longer the page’s', async () => {
    page('/hub/details/1', { '/api/v11/hubassemblydetails/1': { Status: 'OK' } });
    vi.stubGlobal('location', { pathname: '/hub' });
    const { takeFirstAnswer } = await import('./firstAnswers');
    expect(takeFirstAnswer('/api/v11/hubassemblydetails/1')).toBeUndefined();
  });

  it('the API client answers from it without a request', async () => {
    page('/hub/details/1', { '/api/v11/hubassemblydetails/1': { Status: 'ZERO_RESULTS' } });
    vi.stubGlobal('location', { pathname: '/hub/details/1' });
    const fetch = vi.fn(async () => new Response('{"Status":"OK"}'));
    vi.stubGlobal('fetch', fetch);
    const { api } = await import('./api');
    expect(await api.get(undefined, '/api/v11/hubassemblydetails/1')).toEqual({ Status: 'ZERO_RESULTS' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get(undefined, '/api/v11/hubassemblydetails/1')).toEqual({ Status: 'OK' });
  });
});
