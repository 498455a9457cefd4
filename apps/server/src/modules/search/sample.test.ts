import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePartNumber, routeSuggestion } from '@wheelend/domain';
import { createTestApp, importSample } from '../../test/app.js';
import { memoryLookup, sqlLookup, type Mode } from './queries.js';
import { lookupWarmUps } from '../../finders/numbers.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, importSample);
}, 120_000);
afterAll(() => t.close());

type Suggestion = {
  CompetitorInterchangesId: number;
  CompetitorPartNumber: string;
  PartTypeId: number;
  PartNumber: string;
  CompetitorName: string;
  IsOwn: boolean;
};
const search = async (text: string) => {
  const r = await t.app.inject({
    url: `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`,
    headers: t.headers,
  });
  expect(r.statusCode).toBe(200);
  return r.json() as { Status: string; Results: Suggestion[] };
};

describe('home search on the sample catalog', () => {
  it.each(['10-031-065', '10031065', '10031 065', '10.031.065'])('%s finds hub 10031065 first', async (text) => {
    const { Results } = await search(text);
    expect(Results[0]).toMatchObject({
      CompetitorPartNumber: '10031065',
      PartNumber: '10031065',
      PartTypeId: 115,
      IsOwn: true,
      CompetitorName: 'Northwind Wheel End',
    });
  });

  it('a competitor number in any formatting finds the same interchange', async () => {
    const ids = await Promise.all(
      ['RH-4410.A', 'rh4410a', 'RH 4410 A'].map(async (x) => (await search(x)).Results[0].CompetitorInterchangesId),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('ranks exact, then prefix, then contains, and caps at 20', async () => {
    const { Results } = await search('1003');
    expect(Results).toHaveLength(20);
    const norms = Results.map((r) => normalizePartNumber(r.CompetitorPartNumber));
    expect(norms.every((n) => n.startsWith('1003'))).toBe(true);
    expect([...norms].sort()).toEqual(norms);
    const exact = await search('10031065');
    const n = exact.Results.map((r) => normalizePartNumber(r.CompetitorPartNumber));
    const rank = (x: string) => (x === '10031065' ? 0 : x.startsWith('10031065') ? 1 : 2);
    expect(n.map(rank)).toEqual([...n.map(rank)].sort());
  });

  it('contains matches appear when prefixes run short', async () => {
    const { Results } = await search('4410');
    expect(Results.map((r) => r.CompetitorPartNumber)).toContain('RH-4410.A');
  });

  it.each([
    [1115, '/hub/meritor-exclusive'],
    [1112, '/hub/volvo-exclusive'],
  ])('part type %s numbers route to %s', async (type, to) => {
    const db = await t.database.rows<{ competitor_part_number: string }>(
      sql`select competitor_part_number from interchanges where part_type_id = ${type} order by id limit 1`,
    );
    const { Results } = await search(db[0].competitor_part_number);
    const hit = Results.find((s) => s.PartTypeId === type)!;
    expect(routeSuggestion(hit)).toMatchObject({ kind: 'navigate', to });
  });

  it('an unknown number finds nothing', async () => {
    expect(await search('ZZ-0000-NOPE')).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('a competitor seal leads to its own equivalent', async () => {
    const [row] = await t.database.rows<{ competitor_part_number: string; own_part_number: string }>(
      sql`select competitor_part_number, own_part_number from interchanges where part_type_id = 220 and competitor_id <> 1 order by id limit 1`,
    );
    const r = await t.app.inject({
      url: `/api/v11/kits/CompetitorPartNumberDetails/${encodeURIComponent(row.competitor_part_number.toLowerCase())}`,
      headers: t.headers,
    });
    expect(r.json().Results[0].PartNumber).toBe(row.own_part_number);
  });

  it('a number pasted with typographic dashes or full-width characters is answered as its plain form', async () => {
    const answer = async (url: string) => {
      const r = await t.app.inject({ url, headers: t.headers });
      return { status: r.statusCode, body: r.json() as unknown };
    };
    const lookups = [
      '/api/v11/partnumbers/withaftermarketnumbers/',
      '/api/v11/hubassemblynumbers/withaftermarkethubassemblies/',
      '/api/v11/hubassemblynumbers/withaftermarketparts/',
      '/api/v11/kits/CompetitorPartNumberDetails/',
    ];
    for (const [plain, pasted] of [
      ['10-031-065', '10\u2013031\u2013065'],
      ['10-031-065', '10\u2014031\u2212065'],
      ['10-031-065', '\uff11\uff10\u2010\uff10\uff13\uff11\u2011\uff10\uff16\uff15'],
      ['RH-4410.A', 'RH\u20124410.A'],
    ])
      for (const route of lookups) {
        const want = await answer(route + encodeURIComponent(plain));
        expect(want.status).toBe(200);
        expect(await answer(route + encodeURIComponent(pasted)), `${route}${pasted}`).toEqual(want);
      }
    expect((await search('10\u2013031\u2013065')).Results[0]).toMatchObject({ PartNumber: '10031065', IsOwn: true });
  });
});

describe('the in-memory lookup and the SQL lookup agree on the sample', () => {
  const texts = [
    '1',
    '10',
    '1003',
    '10031065',
    'RH',
    'RH4410A',
    '4410',
    'SFHU',
    'HU4',
    'BW',
    '22297D',
    'XL',
    '065',
    'ZZZ9',
    '9',
    '1006',
    'DR480',
    '10%3',
    '%',
    'ZZZZ',
  ];
  const modes: [string, Mode][] = [
    ['all', 'all'],
    ['hubs', 'hubs'],
    ['parts', 'parts'],
    ['drums', { partType: 23 }],
    ['rotors', { partType: 203 }],
  ];
  it.each(texts.flatMap((x) => modes.map(([name, m]) => [x, name, m] as const)))(
    '%s (%s)',
    async (text, _name, mode) => {
      const norm = normalizePartNumber(text);
      const a = await memoryLookup(t.database, norm, mode);
      const b = await sqlLookup(t.database, norm, mode);
      expect(a).toEqual(b);
      expect(a.length).toBeLessThanOrEqual(20);
    },
  );

  it("number_lookup's warm-up statements run in every mode and read nothing", async () => {
    const statements = lookupWarmUps();
    expect(statements.length).toBe(5);
    for (const s of statements) expect(await t.database.rows(s)).toEqual([{ count: 0 }]);
  });

  it('number_lookup keeps generic plans, reads no table where an index serves, starts no parallel workers', async () => {
    const [{ config }] = await t.database.rows<{ config: string[] }>(
      sql`select proconfig as config from pg_proc where proname = 'number_lookup'`,
    );
    expect([...config].sort()).toEqual([
      'enable_seqscan=off',
      'max_parallel_workers_per_gather=0',
      'plan_cache_mode=force_generic_plan',
    ]);
  });

  it('the texts above find something', async () => {
    expect((await memoryLookup(t.database, '1003', 'all')).length).toBe(20);
    expect((await memoryLookup(t.database, '4410', 'all')).length).toBeGreaterThan(0);
    expect((await memoryLookup(t.database, 'DR480', { partType: 23 })).length).toBeGreaterThan(0);
  });
});
