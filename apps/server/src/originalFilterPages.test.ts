import { describe, expect, it } from 'vitest';
import { strict, filterCategories, drumSummary, rotorSummary } from '@wheelend/domain/contract';
import { finders } from '@wheelend/domain/finder';
import { withSampleApp } from './test/app.js';
import { walkOriginalFilters, type Fetch } from './test/originalFilterPages.js';

/** The drum and rotor filter pages of the original client, clicked through with the first value on
 * every page, end on a result list (test/originalFilterPages.ts models how those pages step). */
const t = withSampleApp();

const fetchOf =
  (categories?: readonly string[]): Fetch =>
  async (path) => {
    if (categories && path.endsWith('/filtercategories/'))
      return { status: 200, body: categories.map((c) => ({ Id: 1, QueryParameterName: c })) as never };
    const r = await t.app.inject({ url: path, headers: t.headers });
    return { status: r.statusCode, body: r.json() };
  };

describe.each([
  ['drum', 'brakedrum', drumSummary],
  ['rotor', 'brakerotor', rotorSummary],
] as const)('the original %s filter pages', (kind, base, summary) => {
  it('get the categories in the order they walk', async () => {
    const r = await t.app.inject({ url: `/api/v11/${base}/filtercategories/`, headers: t.headers });
    const codes = strict(filterCategories)
      .parse(r.json())
      .map((c) => c.QueryParameterName);
    expect(codes).toEqual(finders[kind].categories);
    expect(codes).toContain('brnum');
  });

  it('end on a result list, first choice on every page', async () => {
    const walk = await walkOriginalFilters(kind, fetchOf());
    expect(walk.ok ? 'a result' : walk.why).toBe('a result');
    if (!walk.ok) return;
    expect(walk.results.length).toBeGreaterThan(0);
    for (const part of walk.results) strict(summary).parse(part);
    // More than one page was answered on the way.
    expect(walk.calls.length).toBeGreaterThan(2);
    expect(walk.calls.every((c) => !c.includes('undefined'))).toBe(true);
  });

  it('would not with the categories in the order of our own questions', async () => {
    const walk = await walkOriginalFilters(kind, fetchOf(finders[kind].codes));
    expect(walk.ok).toBe(false);
  });
});

it('a drum list asked with the only bolt circle under brnum reads it as the bolt circle', async () => {
  const get = async (q: string) =>
    (await t.app.inject({ url: `/api/v11/brakedrum/filtervalues/brnum?${q}`, headers: t.headers })).json();
  expect(await get('pidia=8.78&brnum=11.25')).toEqual(await get('pidia=8.78&bcdia=11.25'));
  const drums = (await get('pidia=8.78')).Results as { Id: number }[];
  expect((await get(`pidia=8.78&brnum=${drums[0].Id}`)).Results).toEqual([drums[0]]);
});
