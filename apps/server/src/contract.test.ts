import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { calculateResults, emailPayloadTotals } from '@wheelend/domain/calculator';
import { replaceShopExample } from '@wheelend/domain/test/calculatorExample';
import { strict } from '@wheelend/domain/contract/strict';
import { errorAnswer } from '@wheelend/domain/contract/envelope';
import { filterCategories, filterValues } from '@wheelend/domain/contract/finder';
import {
  hubDetails,
  hubFilterSetAnswer,
  hubNames,
  hubPartsAnswer,
  hubSummaries,
  rebuildKits,
} from '@wheelend/domain/contract/hub';
import {
  assemblyNumbers,
  assemblySuggestions,
  competitorParts,
  partSuggestions,
} from '@wheelend/domain/contract/search';
import { notifications } from '@wheelend/domain/contract/notifications';
import { oneSession, session } from '@wheelend/domain/contract/calculator';
import { accepted } from '@wheelend/domain/contract/email';
import { catalogInfo } from '@wheelend/domain/contract/catalog';
import { eventsStored } from '@wheelend/domain/contract/analytics';
import { stepCode, type HubStep } from '@wheelend/domain/hubFilters';
import { createTestApp, importSample } from './test/app.js';
import { addNotification } from './modules/notifications/queries.js';

/** Every call's answer against the sample catalog, parsed with its contract schema made strict: a
 * field renamed, dropped, added or wrapped differently fails. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, importSample);
  await addNotification(t.database, {
    Title: 'New spindle nut',
    Message: '<p>Now available.</p>',
    Link: ['https://www.example.com/a', 'https://www.example.com/b'],
    IsUpdateButton: false,
    UpdateLink: null,
    TargetOS: 'Web',
    Version: null,
    Sticky: false,
    IsSilent: false,
  });
}, 120_000);
afterAll(() => t.close());

let ip = 1;
async function call<S extends z.ZodType>(
  schema: S,
  url: string,
  init: { method?: 'GET' | 'POST'; payload?: object } = {},
) {
  const r = await t.app.inject({
    method: init.method ?? 'GET',
    url,
    payload: init.payload,
    headers: { ...t.headers, 'x-forwarded-for': `10.9.0.${ip++}` },
  });
  expect(r.statusCode, r.body).toBeLessThan(300);
  return strict(schema).parse(r.json());
}

const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.rows<T & Record<string, unknown>>(q))[0];
const resultsOf = <T>(e: { Status: string; Results?: T[] }) => {
  expect(e.Status).toBe('OK');
  return e.Results!;
};

describe('hub filters', () => {
  // The questionnaire pages of the original client ask for the category at these indices.
  const positions: [HubStep, number][] = [
    ['truck-make', 3],
    ['axle-type', 4],
    ['wheel-pilot-system', 5],
    ['wheel-stud-standout', 6],
    ['stud-pilot-type', 7],
    ['hub-pilot-type', 8],
    ['thread-orientation', 9],
    ['hub-mounting-system', 10],
    ['gawr', 11],
    ['axle-stud', 12],
    ['wheel-type', 13],
    ['material', 14],
    ['brake-rotor-flange', 15],
    ['brake-rotor-type', 16],
    ['abs-offset-inches', 18],
    ['hub-cap-bolt-circle-diameter-inches', 21],
    ['drum-pilot-diameter-inches', 22],
  ];

  it.each(['v14', 'v11'])('filtercategories (%s) is a bare array with the fixed positions', async (v) => {
    const list = await call(filterCategories, `/api/${v}/hubassembly/filtercategories/`);
    for (const [step, index] of positions)
      expect([step, list[index]?.QueryParameterName]).toEqual([step, stepCode[step]]);
    expect(new Set(list.map((c) => c.QueryParameterName))).toContain('hanum');
  });

  it.each(['v14', 'v11'])('filtervalues (%s) answers filter values, by id or by inch figure', async (v) => {
    const values = resultsOf(await call(filterValues, `/api/${v}/hubassembly/filtervalues/wssdi?tcomp=1`));
    const inch = values.find((x) => x.Inch != null)!;
    const byId = await call(filterValues, `/api/${v}/hubassembly/filtervalues/hatyp?wssdi=${inch.Id}`);
    const byInch = await call(filterValues, `/api/${v}/hubassembly/filtervalues/hatyp?wssdi=${inch.Inch}`);
    expect(byInch).toEqual(byId);
  });

  it('hanum with inclv=1 answers hub summaries with Images and a GawrNote on every hub', async () => {
    const hubs = resultsOf(await call(hubSummaries, '/api/v14/hubassembly/filtervalues/hanum?inclv=1&tcomp=1'));
    expect(hubs.length).toBeGreaterThan(1);
    for (const h of hubs) {
      expect(h.Images.filter((i) => i.ImageTypeId === 1)).toHaveLength(1);
      expect(h.GawrNote.Text).not.toBe('');
      expect(h.GawrNote.Text.split('{{link}}')).toHaveLength(h.GawrNote.Links.length + 1);
    }
    expect(hubs.some((h) => h.GawrNote.Links.length > 0)).toBe(true);
  });

  it('hanum without inclv answers the hubs by number', async () => {
    const hubs = resultsOf(await call(hubNames, '/api/v14/hubassembly/filtervalues/hanum?tcomp=2'));
    expect(hubs[0].Name).toBe(hubs[0].HubAssemblyNumber);
  });
});

describe('hub calls', () => {
  it('hubassemblydetails answers one hub, or two with differentProperties', async () => {
    const hubs = await t.database.rows<{ n: string }>(
      sql`select hub_assembly_number as n from hub_assemblies order by id limit 2`,
    );
    const single = await call(hubDetails, `/api/v11/hubassemblydetails/${hubs[0].n}`);
    expect(resultsOf(single)[0].HubAssemblyNumber).toBe(hubs[0].n);
    expect('differentProperties' in single).toBe(false);
    const pair = await call(hubDetails, `/api/v11/hubassemblydetails/${hubs[0].n},${hubs[1].n}`);
    expect('differentProperties' in pair && pair.differentProperties?.length).toBeGreaterThan(0);
  });

  it('aftermarketparts takes a comma-separated list of hub numbers', async () => {
    const hubs = await t.database.rows<{ n: string }>(sql`
      select hub_assembly_number as n from hub_assemblies h
      where exists (select 1 from hub_parts p where p.hub_id = h.id and p.type_id in (226, 227))
      order by id limit 3`);
    expect(hubs).toHaveLength(3);
    const list = resultsOf(
      await call(hubPartsAnswer, `/api/v11/aftermarketparts?hanum=${hubs.map((h) => h.n).join(',')}&party=226,227`),
    );
    expect(list.map((p) => p.HubAssemblyNumber)).toEqual(hubs.map((h) => h.n));
    for (const p of list) expect(p.AftermarketParts.every((x) => x.TypeId === 226 || x.TypeId === 227)).toBe(true);
    const unknown = await call(hubPartsAnswer, '/api/v11/aftermarketparts?hanum=99999999');
    expect(unknown).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('aftermarkethubassemblyfilters maps each code to its value id, hanum included', async () => {
    const ic = await one<{ id: number; hub: number }>(sql`
      select i.id, h.id as hub from interchanges i join hub_assemblies h on h.hub_assembly_number = i.own_part_number
      where i.part_type_id = 115 order by i.id limit 1`);
    const set = await call(hubFilterSetAnswer, `/api/v11/aftermarkethubassemblyfilters?chaid=${ic.id}`);
    expect(set.Status).toBe('OK');
    const map = 'Results' in set ? set.Results : {};
    const own = await t.database.rows<{ code: string; value_id: number }>(sql`
      select code, min(value_id) as value_id from item_filters where finder = 'hub' and item_id = ${ic.hub} group by code`);
    expect(map).toEqual({ ...Object.fromEntries(own.map((r) => [r.code, r.value_id])), hanum: ic.hub });
    const none = await t.app.inject({
      url: '/api/v11/aftermarkethubassemblyfilters?chaid=999999999',
      headers: t.headers,
    });
    expect(none.json()).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('hubassembliessummaries answers the summaries of a casting', async () => {
    const c = await one<{ n: string }>(
      sql`select casting_number as n from hub_assemblies where casting_number is not null order by id limit 1`,
    );
    const hubs = resultsOf(await call(hubSummaries, `/api/v11/hubassembliessummaries?hcnum=${c.n}`));
    expect(hubs.length).toBeGreaterThan(0);
  });

  it('presetpresetplushubrebuildkitdetails answers the kit', async () => {
    const k = await one<{ n: string }>(sql`select kit_number as n from rebuild_kits order by kit_number limit 1`);
    const kits = resultsOf(await call(rebuildKits, `/api/v11/presetpresetplushubrebuildkitdetails/${k.n}`));
    expect(kits[0].PreSetPreSetPlusHubRebuildKitNumber).toBe(k.n);
  });
});

describe('search calls', () => {
  it('partnumbers/withaftermarketnumbers answers part suggestions', async () => {
    const i = await one<{ n: string }>(sql`select competitor_part_number as n from interchanges order by id limit 1`);
    expect(resultsOf(await call(partSuggestions, `/api/v11/partnumbers/withaftermarketnumbers/${i.n}`))).not.toEqual(
      [],
    );
  });

  it('hubassemblynumbers answers suggestions, and plain numbers with aftermarket parts', async () => {
    const h = await one<{ n: string }>(sql`
      select hub_assembly_number as n from hub_assemblies h where exists (select 1 from hub_parts p where p.hub_id = h.id)
      order by id limit 1`);
    const hubs = resultsOf(
      await call(assemblySuggestions, `/api/v11/hubassemblynumbers/withaftermarkethubassemblies/${h.n}`),
    );
    expect(hubs[0].HubAssemblyNumber).toBe(h.n);
    const numbers = resultsOf(await call(assemblyNumbers, `/api/v11/hubassemblynumbers/withaftermarketparts/${h.n}`));
    expect(numbers[0]).toBe(h.n);
  });

  it('kits/CompetitorPartNumberDetails answers the own equivalents', async () => {
    const i = await one<{ n: string; own: string }>(
      sql`select competitor_part_number as n, own_part_number as own from interchanges order by id limit 1`,
    );
    const parts = resultsOf(await call(competitorParts, `/api/v11/kits/CompetitorPartNumberDetails/${i.n}`));
    expect(parts[0].PartNumber).toBe(i.own);
  });
});

describe('notifications', () => {
  it('aftermarketnotification is a bare array', async () => {
    const list = await call(notifications, '/api/v11/aftermarketnotification');
    expect(list.find((n) => n.Title === 'New spindle nut')?.Link).toEqual([
      'https://www.example.com/a',
      'https://www.example.com/b',
    ]);
  });
});

describe('calculator', () => {
  const inputs = replaceShopExample;

  it('SessionCreate answers the bare session; Session and SessionUpdate the envelope', async () => {
    const s = await call(session, '/api/v11/SessionCreate', { method: 'POST' });
    expect(s.id).toBeGreaterThan(0);
    expect(s.calculator).toBe('replace');
    const read = await call(oneSession, `/api/v11/Session?id=${s.id}`);
    expect(read.Results[0]).toEqual(s);
    const updated = await call(oneSession, `/api/v11/SessionUpdate?id=${s.id}`, {
      method: 'POST',
      payload: { labor_rate: 80, last_step: 'labor-costs' },
    });
    expect(updated.Results[0]).toMatchObject({ laborRate: 80, lastStep: 'labor-costs' });
  });

  it('SendEmail accepts the payload of spec 2 and still checks its totals', async () => {
    const s = await call(session, '/api/v11/SessionCreate', { method: 'POST' });
    const r = calculateResults(inputs);
    const totals = Object.fromEntries(emailPayloadTotals.map((k) => [k, r[k]]));
    const body = {
      ...s,
      ...inputs,
      ...totals,
      replacementMarginValue: r.replacementMarginValue,
      customerSavings: r.customerSavings,
      recipientName: 'Dana Fleet',
      recipientEmail: 'dana@fleet.example.com',
    };
    expect(body).not.toHaveProperty('replacePartsCost');
    expect(await call(accepted, '/api/v11/SendEmail', { method: 'POST', payload: body })).toEqual({
      Status: 'OK',
      Results: [{ Queued: true }],
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v11/SendEmail',
      payload: { ...body, totalRebuildCosts: r.totalRebuildCosts + 1 },
      headers: { ...t.headers, 'x-forwarded-for': `10.9.1.${ip++}` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(strict(errorAnswer).parse(wrong.json()).Error.Message).toContain('totalRebuildCosts');
  });

  it('SessionExpire answers 204', async () => {
    const s = await call(session, '/api/v11/SessionCreate', { method: 'POST' });
    const r = await t.app.inject({ method: 'POST', url: `/api/v11/SessionExpire?id=${s.id}`, headers: t.headers });
    expect([r.statusCode, r.body]).toEqual([204, '']);
  });
});

describe('other calls', () => {
  it('catalog, analytics and the product email', async () => {
    expect(resultsOf(await call(catalogInfo, '/api/v11/catalog'))[0].Counts.hub_assemblies).toBeGreaterThan(0);
    const stored = await call(eventsStored, '/api/v11/analytics/events', {
      method: 'POST',
      payload: { Events: [{ Kind: 'page_view', Route: '/hub' }] },
    });
    expect(stored.Results[0].Stored).toBe(1);
    const product = await call(accepted, '/api/v11/SendProductEmail', {
      method: 'POST',
      payload: { recipientName: 'Dana', recipientEmail: 'dana@fleet.example.com', partNumber: '10031065' },
    });
    expect(product.Status).toBe('OK');
  });
});

describe('the OpenAPI document', () => {
  it('gives every route a response schema', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json', headers: t.headers })).json() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: unknown; description?: string }> }>
      >;
    };
    const missing: string[] = [];
    let routes = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        routes++;
        const answers = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const described = answers.some(([code, a]) => code === '204' || a.content !== undefined);
        if (!described) missing.push(`${method.toUpperCase()} ${path}`);
      }
    expect(routes).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
