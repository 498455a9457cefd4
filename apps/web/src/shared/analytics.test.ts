import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let beacon: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  beacon = vi.fn(() => true);
  fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('navigator', { sendBeacon: beacon });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function sentBodies(calls: unknown[][], bodyAt: (c: unknown[]) => Blob | string) {
  return Promise.all(
    calls.map(async (c) => {
      const b = bodyAt(c);
      return JSON.parse(typeof b === 'string' ? b : await b.text());
    }),
  );
}

describe('analytics', () => {
  it('batches page views and searches into one beacon with the key in the query', async () => {
    const a = await import('./analytics');
    a.trackPageView('/hub');
    a.trackPageView('/hub');
    a.trackPageView('/hub/search?q=1');
    a.trackEvent('Unified Search', { competitor: 'ConMet', partNumber: ' 10031065 ', found: true });
    a.trackEvent('Unified Search', { partNumber: '' });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(beacon).toHaveBeenCalledOnce();
    expect(beacon.mock.calls[0][0]).toMatch(/^\/api\/v11\/analytics\/events\?subscription-key=.+/);
    const blob = beacon.mock.calls[0][1] as Blob;
    expect(blob.type).toBe('application/json');
    expect(await sentBodies(beacon.mock.calls, (c) => c[1] as Blob)).toEqual([
      {
        Events: [
          { Kind: 'page_view', Route: '/hub' },
          { Kind: 'page_view', Route: '/hub/search' },
          { Kind: 'unified_search', Competitor: 'ConMet', PartNumber: '10031065', Found: true },
        ],
      },
    ]);
  });

  it('falls back to fetch with keepalive and the key header when sendBeacon is missing or refuses', async () => {
    beacon.mockReturnValue(false);
    const a = await import('./analytics');
    a.trackEvent('Unified Search', { competitor: null, partNumber: 'ABC' });
    a.flush();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v11/analytics/events');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>)['Ocp-Apim-Subscription-Key']).toBeTruthy();
    expect(JSON.parse(init.body as string)).toEqual({
      Events: [{ Kind: 'unified_search', Competitor: null, PartNumber: 'ABC' }],
    });
  });

  it('sends at once when a batch is full', async () => {
    const a = await import('./analytics');
    for (let i = 0; i < 50; i++) a.trackPageView(`/p${i}`);
    expect(beacon).toHaveBeenCalledOnce();
  });
});
