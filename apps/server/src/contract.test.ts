import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { calculateResults, emailPayloadTotals, stepCode, type HubStep } from '@wheelend/domain';
import { replaceShopExample } from '@wheelend/domain/test';
import {
  strict,
  errorAnswer,
  filterCategories,
  filterValues,
  namedItems,
  plainValues,
  studSummaries,
  hubDetails,
  hubFilterSetAnswer,
  type GawrNote,
  hubNames,
  hubPartsAnswer,
  hubSummaries,
  rebuildKits,
  assemblyNumbers,
  assemblySuggestions,
  competitorParts,
  partSuggestions,
  notifications,
  drumDetails,
  drumSuggestions,
  drumSummaries,
  rotorDetails,
  rotorSuggestions,
  rotorSummaries,
  oneSession,
  session,
  accepted,
  catalogInfo,
  eventsStored,
} from '@wheelend/domain/contract';
import { finders } from '@wheelend/domain/finder';
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
    headers: t.headers,
    remoteAddress: `10.9.0.${ip++}`,
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
    ['overall-rotor-length', 17],
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

  // A GAWR note's Links are null when it has none: an original client prints "NaN" for an empty list.
  const expectNote = (note: GawrNote) => {
    expect(note.Text).not.toBe('');
    expect(note.Links).not.toEqual([]);
    expect(note.Text.split('{{link}}')).toHaveLength((note.Links?.length ?? 0) + 1);
  };

  it('hanum with inclv=1 answers hub summaries with Images and a GawrNote on every hub', async () => {
    const hubs = resultsOf(await call(hubSummaries, '/api/v14/hubassembly/filtervalues/hanum?inclv=1&tcomp=1'));
    expect(hubs.length).toBeGreaterThan(1);
    for (const h of hubs) {
      expect(h.Images.filter((i) => i.ImageTypeId === 1)).toHaveLength(1);
      expectNote(h.GawrNote);
    }
    expect(hubs.some((h) => h.GawrNote.Links === null)).toBe(true);
    expect(hubs.some((h) => (h.GawrNote.Links?.length ?? 0) > 0)).toBe(true);
  });

  it.each(['v14', 'v11'])('hanum without inclv (%s) answers the same hub cards, in English', async (v) => {
    for (const query of ['tcomp=1', 'tcomp=2']) {
      const hubs = resultsOf(await call(hubNames, `/api/${v}/hubassembly/filtervalues/hanum?${query}`));
      const cards = resultsOf(await call(hubSummaries, `/api/${v}/hubassembly/filtervalues/hanum?${query}&inclv=1`));
      expect(hubs).toEqual(cards);
      for (const h of hubs) {
        expect(h.Name).toBe(h.HubAssemblyNumber);
        expect(h.Images.filter((x) => x.ImageTypeId === 1)).toHaveLength(1);
        expectNote(h.GawrNote);
      }
      const spanish = await t.app.inject({
        url: `/api/${v}/hubassembly/filtervalues/hanum?${query}&lang=es`,
        headers: t.headers,
      });
      expect(spanish.json()).toEqual({ Status: 'OK', Results: cards });
    }
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

  it('aftermarketparts takes a comma-separated list of hub numbers and answers all their parts in Results[0]', async () => {
    const hubs = await t.database.rows<{ n: string }>(sql`
      select hub_assembly_number as n from hub_assemblies h
      where exists (select 1 from hub_parts p where p.hub_id = h.id and p.type_id in (226, 227))
      order by id limit 3`);
    expect(hubs).toHaveLength(3);
    const nutsOf = async (hanum: string) =>
      resultsOf(await call(hubPartsAnswer, `/api/v11/aftermarketparts?hanum=${hanum}&party=226,227`));
    // An original client reads the spindle nut kits of every hub listed from Results[0].
    const list = await nutsOf(hubs.map((h) => h.n).join(','));
    expect(list).toHaveLength(1);
    expect(list[0].HubAssemblyNumber).toBe(hubs.map((h) => h.n).join(','));
    const each = new Set<string>();
    for (const h of hubs) for (const p of (await nutsOf(h.n))[0].AftermarketParts) each.add(p.PartNumber);
    expect(new Set(list[0].AftermarketParts.map((p) => p.PartNumber))).toEqual(each);
    expect(list[0].AftermarketParts).toHaveLength(each.size);
    expect(list[0].AftermarketParts.every((x) => x.TypeId === 226 || x.TypeId === 227)).toBe(true);
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

describe('drum and rotor calls', () => {
  const interchangeRows = (type: number) =>
    t.database.rows<{ id: number; n: string; own: string }>(sql`
      select id, competitor_part_number as n, own_part_number as own from interchanges
      where part_type_id = ${type} and norm <> upper(own_part_number) order by id limit 5`);

  it("interchanges name the row's own number (BrakeDrumNumber, BrakeRotorNumber) and ours apart", async () => {
    const drums = await interchangeRows(23);
    const rotors = await interchangeRows(203);
    expect([drums.length, rotors.length]).toEqual([5, 5]);
    for (const row of drums) {
      const found = resultsOf(
        await call(drumSuggestions, `/api/v11/brakedrum/interchanges/${encodeURIComponent(row.n)}`),
      );
      const hit = found.find((x) => x.CompetitorDrumNumberId === row.id)!;
      expect([hit.BrakeDrumNumber, hit.AftermarketBrakeDrumNumber]).toEqual([row.n, row.own]);
    }
    for (const row of rotors) {
      const found = resultsOf(
        await call(rotorSuggestions, `/api/v11/brakerotor/interchanges/${encodeURIComponent(row.n)}`),
      );
      const hit = found.find((x) => x.CompetitorBrakeRotorId === row.id)!;
      expect([hit.BrakeRotorNumber, hit.AftermarketBrakeRotorNumber]).toEqual([row.n, row.own]);
    }
  });

  it('rotor answers carry the kit parts as one display line, and the list in Components', async () => {
    const rotor = await one<{ id: number; n: string; casting: string }>(sql`
      select id, brake_rotor_number as n, casting_number as casting from brake_rotors r
      where casting_number is not null and (select count(*) from rotor_components c where c.rotor_id = r.id) > 1
      order by id limit 1`);
    const kit = await t.database.rows<{ part_number: string }>(
      sql`select part_number from rotor_components where rotor_id = ${rotor.id}`,
    );
    const ic = await one<{ id: number }>(sql`
      select i.id from interchanges i where i.part_type_id = 203 and i.own_part_number in
        (select brake_rotor_number from brake_rotors union select brake_rotor_kit_number from brake_rotors)
      order by i.id limit 1`);
    const answers = [
      resultsOf(await call(rotorSummaries, `/api/v11/brakerotor/summaries?cbrid=${ic.id}`)),
      resultsOf(await call(rotorSummaries, `/api/v11/brakerotor/summaries/${rotor.casting}`)),
      resultsOf(await call(rotorSummaries, '/api/v11/brakerotor/filtervalues/brnum?inclv=2')),
      resultsOf(await call(rotorDetails, `/api/v11/brakerotor/details/${rotor.n}`)),
    ];
    for (const list of answers)
      for (const r of list) {
        expect(typeof r.BrakeRotorComponents).toBe('string');
        for (const c of r.Components) expect(r.BrakeRotorComponents).toContain(c.PartNumber);
      }
    const card = answers[3][0];
    expect(card.Components.map((c) => c.PartNumber).sort()).toEqual(kit.map((k) => k.part_number).sort());
  });

  it("drum details answer for a competitor's drum number that a details page lists", async () => {
    const drums = resultsOf(await call(drumSummaries, '/api/v11/brakedrum/filtervalues/brnum?inclv=2'));
    let checked = 0;
    for (const d of drums.slice(0, 4)) {
      const detail = resultsOf(await call(drumDetails, `/api/v11/brakedrum/details/${d.BrakeDrumNumber}`))[0];
      for (const i of detail.Interchanges) {
        const other = resultsOf(
          await call(drumDetails, `/api/v11/brakedrum/details/${encodeURIComponent(i.BrakeDrumNumber)}`),
        );
        expect(other).toHaveLength(1);
        expect(other[0].Images.length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    const ic = await one<{ n: string; own: string }>(sql`
      select competitor_part_number as n, own_part_number as own from interchanges
      where part_type_id = 23 and norm <> upper(own_part_number) order by id limit 1`);
    const viaCompetitor = resultsOf(await call(drumDetails, `/api/v11/brakedrum/details/${encodeURIComponent(ic.n)}`));
    expect(viaCompetitor[0].BrakeDrumNumber).toBe(ic.own);
  });

  it('drum notes read as separate sentences when joined with nothing between', async () => {
    const drums = resultsOf(await call(drumSummaries, '/api/v11/brakedrum/filtervalues/brnum?inclv=2'));
    const several = drums.filter((d) => d.Notes.length > 1);
    expect(several.length).toBeGreaterThan(0);
    for (const d of drums) {
      const texts = await t.database.rows<{ text: string }>(
        sql`select text from drum_notes where drum_id = ${d.Id} order by sort`,
      );
      const joined = d.Notes.join('');
      expect(joined.split(/(?<=[.!?]) /)).toHaveLength(texts.length);
      for (const x of texts) expect(joined).toContain(x.text);
      if (d.Notes.length > 0) expect(joined).toMatch(/[.!?]$/);
    }
  });

  it.each([
    ['brakedrum', finders.drum, ['bcdia', 'pidia', 'shwid', 'szdia', 'holes'], ['tmake', 'axpos']],
    ['brakerotor', finders.rotor, ['bsdia', 'ovlgt', 'bcdia'], ['axpos', 'brtyp']],
  ] as const)(
    '%s dimension values are plain numbers, and a pair names one by it',
    async (base, spec, plain, objects) => {
      const count = async (q: string) => {
        const answer = await call(namedItems, `/api/v11/${base}/filtervalues/brnum${q}`);
        return 'Results' in answer ? answer.Results.length : 0;
      };
      const all = await count('');
      for (const code of plain) {
        const values = resultsOf(await call(plainValues, `/api/v11/${base}/filtervalues/${code}`));
        expect(values.every((v) => typeof v === 'number')).toBe(true);
        const counts = await Promise.all(values.map((v) => count(`?${code}=${v}`)));
        expect(counts.every((n) => n > 0)).toBe(true);
        expect(counts.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(all);
      }
      for (const code of objects)
        expect(resultsOf(await call(filterValues, `/api/v11/${base}/filtervalues/${code}`))[0].Name).not.toBe('');
      expect(spec.plainCodes).toEqual(plain);
    },
  );

  it('the drum pilot 8.78 is offered as the number 8.78', async () => {
    expect(resultsOf(await call(plainValues, '/api/v11/brakedrum/filtervalues/pidia'))).toContain(8.78);
  });

  it.each([
    ['brakedrum', drumDetails],
    ['brakerotor', rotorDetails],
  ] as const)('%s/details finding nothing carries Results: []', async (base, schema) => {
    for (const key of ['99999999', 'NO-SUCH-PART']) {
      const none = await call(schema, `/api/v11/${base}/details/${key}`);
      expect(none).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
    }
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
      headers: t.headers,
      remoteAddress: `10.9.1.${ip++}`,
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

describe('stud calls', () => {
  it('sdnum takes a part number, own or a competitor’s, and answers the stud summaries', async () => {
    for (const number of ['10001400', 'CD922%2F22']) {
      const studs = resultsOf(await call(studSummaries, `/api/v11/stud/filtervalues/sdnum?inclv=1&sdnum=${number}`));
      expect(studs.map((s) => s.StudNumber)).toEqual(['10001400']);
    }
    const named = resultsOf(await call(namedItems, '/api/v11/stud/filtervalues/sdnum?sdnum=CD922%2F22'));
    expect(named.map((s) => s.Name)).toEqual(['10001400']);
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
