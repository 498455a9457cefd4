import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app.js';
import { CliError } from '../../command.js';
import { run } from './commands.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.rows(sql`truncate analytics_events`);
});

const post = (
  payload: unknown,
  headers: Record<string, string> = t.headers,
  url = '/api/v11/analytics/events',
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  });

const stored = () =>
  t.database.rows<{
    kind: string;
    route: string | null;
    competitor: string | null;
    part_number: string | null;
    found: boolean | null;
  }>(sql`select kind, route, competitor, part_number, found from analytics_events order by id`);

describe('POST /api/v11/analytics/events', () => {
  it('stores a batch of page views and searches', async () => {
    const res = await post({
      Events: [
        { Kind: 'page_view', Route: '/hub' },
        { Kind: 'page_view', Route: '/hub/search?x=1' },
        { Kind: 'unified_search', Competitor: 'ConMet', PartNumber: '10031065', Found: true },
        { Kind: 'unified_search', PartNumber: 'ZZ-404', Found: false },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ Status: 'OK', Results: [{ Stored: 4 }] });
    expect(await stored()).toEqual([
      { kind: 'page_view', route: '/hub', competitor: null, part_number: null, found: null },
      { kind: 'page_view', route: '/hub/search', competitor: null, part_number: null, found: null },
      { kind: 'unified_search', route: null, competitor: 'ConMet', part_number: '10031065', found: true },
      { kind: 'unified_search', route: null, competitor: null, part_number: 'ZZ-404', found: false },
    ]);
  });

  it('accepts the key as a query parameter, as navigator.sendBeacon cannot set headers', async () => {
    const res = await post(
      { Events: [{ Kind: 'page_view', Route: '/help' }] },
      {},
      `/api/v11/analytics/events?subscription-key=${t.headers['ocp-apim-subscription-key']}`,
    );
    expect(res.statusCode).toBe(202);
    const bad = await post(
      { Events: [{ Kind: 'page_view', Route: '/help' }] },
      {},
      '/api/v11/analytics/events?subscription-key=wrong-key-0000',
    );
    expect(bad.statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['no events', { Events: [] }],
    ['an unknown kind', { Events: [{ Kind: 'click', Route: '/hub' }] }],
    ['a route without a slash', { Events: [{ Kind: 'page_view', Route: 'hub' }] }],
    ['an over-long route', { Events: [{ Kind: 'page_view', Route: `/${'a'.repeat(400)}` }] }],
    ['a search without a part number', { Events: [{ Kind: 'unified_search', Competitor: 'X' }] }],
    ['a control character', { Events: [{ Kind: 'unified_search', PartNumber: 'A\u0000B' }] }],
    ['an extra field', { Events: [{ Kind: 'page_view', Route: '/hub', Secret: 1 }] }],
    ['a found that is not a boolean', { Events: [{ Kind: 'unified_search', PartNumber: 'A', Found: 'yes' }] }],
    ['too many events', { Events: Array.from({ length: 51 }, () => ({ Kind: 'page_view', Route: '/hub' })) }],
  ])('rejects %s with 400 and stores nothing', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: 'ERROR', Error: { Message: expect.any(String) } });
    expect(await stored()).toEqual([]);
  });

  it('is rate-limited per client', async () => {
    const events = { Events: [{ Kind: 'page_view', Route: '/hub' }] };
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await post(events, t.headers, undefined, '203.0.113.9')).statusCode;
    expect(last).toBe(429);
    const other = await post(events, t.headers, undefined, '203.0.113.10');
    expect(other.statusCode).toBe(202);
  });
});

describe('npm run analytics -- report', () => {
  it('prints page views by route, top searches and searches that found nothing', async () => {
    const ev = (n: number, e: unknown) => Array.from({ length: n }, () => e);
    await post({
      Events: [
        ...ev(3, { Kind: 'page_view', Route: '/hub' }),
        ...ev(1, { Kind: 'page_view', Route: '/notification' }),
        ...ev(2, { Kind: 'unified_search', Competitor: 'ConMet', PartNumber: '10031065', Found: true }),
        ...ev(1, { Kind: 'unified_search', Competitor: 'Webb', PartNumber: 'NOPE-1', Found: false }),
      ],
    });
    const out = await run(['report'], t.database);
    expect(out).toContain('Analytics, all time');
    expect(out).toMatch(/Page views by route\n\s+\/hub\s+3\n\s+\/notification\s+1\n/);
    expect(out).toMatch(/Top searches[^\n]*\n\s+10031065\s+ConMet\s+2\n\s+NOPE-1\s+Webb\s+1\n/);
    expect(out).toMatch(/Searches that found nothing\n\s+NOPE-1\s+Webb\s+1$/);
  });

  it('limits the report to recent days', async () => {
    await post({ Events: [{ Kind: 'page_view', Route: '/hub' }] });
    await t.database.rows(sql`update analytics_events set created_at = now() - interval '10 days'`);
    await post({ Events: [{ Kind: 'page_view', Route: '/help' }] });
    const out = await run(['report', '--days', '7'], t.database);
    expect(out).toMatch(/Analytics since \d{4}-\d{2}-\d{2}/);
    expect(out).toContain('/help');
    expect(out).not.toMatch(/\/hub\s/);
  });

  it('says when there is nothing yet', async () => {
    const out = await run(['report'], t.database);
    expect(out).toContain('No page views.');
    expect(out).toContain('No searches.');
  });

  it.each([
    [['report', '--days', 'x'], /--days takes a positive whole number/],
    [['summary'], /Unknown command 'summary'/],
    [['report', '--bogus'], /Unknown option/],
  ])('%j fails clearly', async (args, msg) => {
    const e = await run(args, t.database).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(CliError);
    expect((e as Error).message).toMatch(msg);
  });
});
