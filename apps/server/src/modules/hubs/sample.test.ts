import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoChoice,
  apiPairs,
  choose,
  codeOfStep,
  hubsQuery,
  longStudQuery,
  resolveStep,
  skip,
  type ChoiceOutcome,
  type Filters,
  type WizardStep,
  visibleValues,
  hubCategoryOrder,
} from '@wheelend/domain';
import { createTestApp, importSample } from '../../test/app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, importSample);
}, 120_000);
afterAll(() => t.close());

type Value = { Id: number; Name: string };
const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};
const values = async (code: string, f: Filters): Promise<Value[]> => {
  const q = apiPairs(f);
  const { status, body } = await get(`/api/v14/hubassembly/filtervalues/${code}${q ? `?${q}` : ''}`);
  expect(status).toBe(200);
  return body.Results;
};

/** Walks the questionnaire through the API as the screens do: skip steps with no values, take the
 * only value (or the non-zero axle), otherwise let `pick` answer. Returns the steps asked and the end. */
async function walk(position: number, pick: (code: string, v: Value[]) => number) {
  let out: ChoiceOutcome = choose('truck-type', {}, position);
  const asked: WizardStep[] = [];
  for (let guard = 0; guard < 40; guard++) {
    if (out.kind !== 'go') throw new Error('promo');
    const { step, filters } = out;
    if (step === 'results') return { asked, filters };
    const code = codeOfStep(step)!;
    const shown = visibleValues(code, await values(code, filters));
    if (shown.length === 0) {
      out = skip(step, filters);
      continue;
    }
    const auto = autoChoice(code, shown);
    if (auto !== undefined) {
      out = choose(step, filters, auto);
      continue;
    }
    asked.push(step);
    out = choose(step, filters, pick(code, shown));
    if (out.kind === 'promo') out = out.splined;
  }
  throw new Error('the questionnaire did not end');
}

describe('the questionnaire on the sample catalog', () => {
  it('a trailer with drum brakes reaches hubs', async () => {
    const { asked, filters } = await walk(3, (code, v) =>
      code === 'aaxna' ? v.find((x) => x.Name.startsWith('TN'))!.Id : v[0].Id,
    );
    expect(asked.slice(0, 2)).toEqual(['truck-make', 'axle-type']);
    expect(asked).toContain('material');
    expect(filters).toMatchObject({ tcomp: 2, brkty: 1, aaxna: 4 });
    expect(asked).not.toContain('gawr');
    const hubs = await get(`/api/v14/hubassembly/filtervalues/hanum?${hubsQuery(filters)}`);
    expect(hubs.body.Status).toBe('OK');
    for (const h of hubs.body.Results) expect(h.HubAssemblyNumber).toMatch(/^\d{8}$/);
  });

  it('a steer axle with disc brakes reaches hubs', async () => {
    const { asked, filters } = await walk(2, (code, v) =>
      code === 'aaxna' ? v.find((x) => x.Name.startsWith('FF'))!.Id : v[0].Id,
    );
    expect(asked.slice(0, 2)).toEqual(['truck-make', 'axle-type']);
    expect(filters).toMatchObject({ tcomp: 1, brkty: 2 });
    const hubs = await get(`/api/v14/hubassembly/filtervalues/hanum?${hubsQuery(filters)}`);
    expect(hubs.body.Status).toBe('OK');
    expect(hubs.body.Results.every((h: { BrakeType: string }) => h.BrakeType === 'Disc')).toBe(true);
  });

  it('axle 82 goes straight to results', async () => {
    const f: Filters = { tcomp: 1, brkty: 1 };
    const axles = await values('aaxna', f);
    expect(axles.map((a) => a.Id)).toContain(82);
    const out = choose('axle-type', f, 82);
    expect(out).toMatchObject({ step: 'results' });
    const hubs = await get(
      `/api/v14/hubassembly/filtervalues/hanum?${hubsQuery(out.kind === 'go' ? out.filters : {})}`,
    );
    expect(hubs.body.Results.length).toBeGreaterThan(0);
    expect(hubs.body.Results.every((h: { aaxna: number }) => h.aaxna === 82)).toBe(true);
  });

  it('the zero axle is skipped where it pairs with one real axle', async () => {
    const all = await values('aaxna', {});
    expect(all.map((v) => v.Id)).toContain(0);
  });

  it('every step reached from truck type resolves to a step the API can answer', async () => {
    const steps: WizardStep[] = [
      'truck-make',
      'axle-type',
      'hub-mounting-system',
      'gawr',
      'material',
      'brake-rotor-type',
    ];
    for (const s of steps) {
      const to = resolveStep(s, { tcomp: 2, brkty: 2 });
      const code = codeOfStep(to);
      if (code) expect((await get(`/api/v14/hubassembly/filtervalues/${code}?tcomp=2&brkty=2`)).status).toBe(200);
    }
  });

  it('hub offsets of 0 exist and are hidden', async () => {
    const offsets = await values('hofsi', {});
    expect(visibleValues('hofsi', offsets).length).toBeLessThan(offsets.length);
  });

  it('wheel type 1 with the long-stud search', async () => {
    const q = longStudQuery({ tcomp: 1, brkty: 1, wmslc: 1 })!;
    expect(q).toBe('tcomp=1&brkty=1&wmslc=2&inclv=1');
    const { status, body } = await get(`/api/v14/hubassembly/filtervalues/hanum?${q}`);
    expect(status).toBe(200);
    expect(body.Status).toBe('OK');
  });

  it('the categories are a bare array with the fixed positions the original clients read', async () => {
    const { body } = await get('/api/v14/hubassembly/filtercategories/');
    const codes = (body as { QueryParameterName: string }[]).map((c) => c.QueryParameterName);
    expect(codes).toEqual([...hubCategoryOrder]);
    const at = { 3: 'tmake', 4: 'aaxna', 5: 'whlps', 6: 'wssdi', 7: 'stdps', 8: 'hubps', 9: 'strdo', 10: 'hamnt' };
    const more = {
      11: 'gawrr',
      12: 'axthd',
      13: 'wmslc',
      14: 'hcmty',
      15: 'brdia',
      16: 'abrty',
      17: 'ovlgt',
      18: 'abcoi',
    };
    for (const [i, code] of Object.entries({ ...at, ...more, 21: 'hcbdi', 22: 'dpidi' })) expect(codes[+i]).toBe(code);
    expect(body[0]).toEqual({ Id: 1, QueryParameterName: 'tcomp' });
    expect((await get('/api/v11/hubassembly/filtercategories/')).body).toEqual(body);
  });

  it('dimension values are accepted as their inch figure as well as their id', async () => {
    const byId = await get('/api/v14/hubassembly/filtervalues/hanum?wssdi=3');
    const byInch = await get('/api/v14/hubassembly/filtervalues/hanum?wssdi=2.16');
    expect(byId.body.Status).toBe('OK');
    expect(byInch.body).toEqual(byId.body);
    expect((await get('/api/v14/hubassembly/filtervalues/hanum?wssdi=2.17')).body.Status).toBe('ZERO_RESULTS');
  });
});

describe('a hub number, end to end on the sample', () => {
  it('search -> filters -> matching hubs -> details -> parts', async () => {
    const s = await get('/api/v11/partnumbers/withaftermarketnumbers/RH-4410.A');
    const hit = s.body.Results[0];
    expect(hit).toMatchObject({
      CompetitorPartNumber: 'RH-4410.A',
      PartTypeId: 115,
      PartNumber: '10031065',
      IsOwn: false,
    });
    const f = await get(`/api/v11/aftermarkethubassemblyfilters?ciid=${hit.CompetitorInterchangesId}`);
    expect(f.body.Status).toBe('OK');
    const pairs = new URLSearchParams(f.body.Results).toString();
    const hubs = await get(`/api/v14/hubassembly/filtervalues/hanum?${pairs}&inclv=1`);
    expect(hubs.body.Results.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).toContain('10031065');
    const d = await get('/api/v11/hubassemblydetails/10031065');
    expect(d.body.Results[0]).toMatchObject({ HubAssemblyNumber: '10031065', PartTypeId: 115 });
    expect(d.body.Results[0].Images[0]).toMatchObject({ ImageTypeId: 1 });
    expect(d.body.Results[0].Images[0].ImageUrl).toMatch(/^\/cdn\/images\/[0-9a-f-]+\.png$/);
    const parts = await get('/api/v11/aftermarketparts?hanum=10031065');
    expect(parts.body.Results[0].HubAssemblyNumber).toBe('10031065');
    expect(parts.body.Results[0].AftermarketParts.length).toBeGreaterThan(0);
    const nuts = await get('/api/v11/aftermarketparts?hanum=10031065&party=226,227');
    for (const p of nuts.body.Results[0].AftermarketParts) expect([226, 227]).toContain(p.TypeId);
  });

  it('the hub number search finds it with the id the filter lookup takes', async () => {
    const s = await get('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/10-031-065');
    expect(s.body.Results[0]).toMatchObject({
      HubAssemblyNumber: '10031065',
      AftermarketHubAssemblyNumber: '10031065',
    });
    const f = await get(
      `/api/v11/aftermarkethubassemblyfilters?chaid=${s.body.Results[0].CompetitorHubAssemblyNumberId}`,
    );
    expect(f.body.Status).toBe('OK');
    const sum = await get(`/api/v11/hubassembliessummaries?chaid=${s.body.Results[0].CompetitorHubAssemblyNumberId}`);
    expect(sum.body.Results.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).toEqual(['10031065']);
  });

  it('compare of two sample hubs orders by the differing properties', async () => {
    const { body } = await get('/api/v11/hubassemblydetails/10031065,10032003');
    expect(body.Results).toHaveLength(2);
    expect(body.differentProperties).toContain('Axle');
    expect(body.differentProperties).not.toContain('Images');
  });

  it('rebuild kits of the sample have details', async () => {
    const parts = await get('/api/v11/aftermarketparts?hanum=10031065&party=219');
    expect(parts.body.Results[0].AftermarketParts).toHaveLength(1);
    const kit = parts.body.Results[0].AftermarketParts[0];
    expect(kit).toMatchObject({ PartNumber: '10044213', TypeId: 219 });
    const k = await get(`/api/v11/presetpresetplushubrebuildkitdetails/${kit.PartNumber}`);
    expect(k.body.Results).toEqual([
      {
        PreSetPreSetPlusHubRebuildKitNumber: '10044213',
        BearingSetNumberInboard: '10080433',
        BearingSetNumberOutboard: '10080427',
        SealAndSpacerKitNumber: '10045323',
      },
    ]);
  });
});

describe('the sample paths of docs/CATALOG.md', () => {
  const numbersOf = (body: { Results: { HubAssemblyNumber: string }[] }) =>
    body.Results.map((h) => h.HubAssemblyNumber);
  const pager =
    'tcomp=2&brkty=1&tmake=31&aaxna=4&whlps=2&hubps=1&strdo=1&hamnt=1&barlg=0&axthd=0&hcmty=2&icfsb=1&dpidi=1&abrty=0&hofsi=0&brdia=0&ovlgt=0&abcoi=2&hcbdi=1&wmslc=1';

  it('more than two results, and the long-stud search', async () => {
    const { body } = await get(`/api/v14/hubassembly/filtervalues/hanum?${pager}&inclv=1`);
    expect(numbersOf(body)).toEqual(['10031065', '10032288', '10032291', '10032998']);
    const long = await get(`/api/v14/hubassembly/filtervalues/hanum?${pager.replace('wmslc=1', 'wmslc=2')}&inclv=1`);
    expect(numbersOf(long.body)).toEqual(['10031066']);
  });

  it('exactly two results', async () => {
    const { body } = await get(
      '/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&tmake=2&aaxna=3&hamnt=4&barlg=2&axthd=2&hcmty=1&wmslc=1&inclv=1',
    );
    expect(numbersOf(body)).toEqual(['10032210', '10032213']);
  });

  it('the axle choice with a zero is auto-chosen', async () => {
    const axles = await values('aaxna', { tcomp: 2, brkty: 1, tmake: 32 });
    expect(axles.map((a) => a.Id)).toEqual([0, 4]);
    expect(autoChoice('aaxna', axles)).toBe(4);
  });

  it('the hidden 0 hub offset of the trailer disc hubs', async () => {
    const offsets = await values('hofsi', { tcomp: 2, brkty: 2 });
    expect(offsets.map((o) => o.Name)).toEqual(['0', '1.25', '2.00']);
    expect(visibleValues('hofsi', offsets).map((o) => o.Name)).toEqual(['1.25', '2.00']);
  });

  it('axle 79 offers mounting systems 1 and 4', async () => {
    expect((await values('hamnt', { tcomp: 1, brkty: 1, aaxna: 79 })).map((v) => v.Id)).toEqual([1, 4]);
  });

  it('the trailer disc rotor types include Splined (the promo)', async () => {
    expect((await values('abrty', { tcomp: 2, brkty: 2 })).map((v) => v.Id)).toEqual([1, 3, 6]);
    expect(choose('brake-rotor-type', { tcomp: 2, brkty: 2 }, 6).kind).toBe('promo');
  });

  it('statuses of the sample reach each display rule', async () => {
    const { body } = await get('/api/v11/hubassemblydetails/10032207,10032105');
    expect(body.Results.map((h: { Status: string; IsAftermarket: boolean }) => [h.Status, h.IsAftermarket])).toEqual([
      ['Terminated', true],
      ['Active', false],
    ]);
  });
});

describe("hub descriptions in the reader's language", () => {
  const HUB = '10031065';
  const ES = 'Maza PreSet, TN de remolque, aluminio, frenos de tambor, centrado por maza, 10 birlos, ABS';
  const FR = 'Moyeu PreSet, TN remorque, aluminium, freins à tambour, centrage sur moyeu, 10 goujons, ABS';
  type Hub = { HubAssemblyNumber: string; AftermarketDescription: string };
  const one = (body: { Results: Hub[] }) => body.Results.find((h) => h.HubAssemblyNumber === HUB)!;

  it('details and compare give the description of ?lang=, English without; nothing else changes', async () => {
    const details = async (q: string) => (await get(`/api/v11/hubassemblydetails/${HUB},10032003${q}`)).body;
    const [en, es, fr, other] = await Promise.all([
      details(''),
      details('?lang=es'),
      details('?lang=fr-CA'),
      details('?lang=de'),
    ]);
    expect(one(en).AftermarketDescription).toBe('PreSet Hub, TN Trailer, Aluminum, Drum, Hub Piloted, 10 Stud, ABS');
    expect(one(es).AftermarketDescription).toBe(ES);
    expect(one(fr).AftermarketDescription).toBe(FR);
    expect(other).toEqual(en);
    // The same shape and fields; a hub the catalog does not translate stays English.
    expect({
      ...es,
      Results: es.Results.map((h: Hub, i: number) => ({
        ...h,
        AftermarketDescription: en.Results[i].AftermarketDescription,
      })),
    }).toEqual(en);
    expect(es.Results[1].AftermarketDescription).toBe(en.Results[1].AftermarketDescription);
  });

  it('the result cards of the finder and of the summaries answer: the language asked, never one cached for another', async () => {
    const { body: d } = await get(`/api/v11/hubassemblydetails/${HUB}`);
    const id = d.Results[0].Id as number;
    const cards = async (q: string) =>
      (await get(`/api/v14/hubassembly/filtervalues/hanum?hanum=${id}&inclv=1${q}`)).body;
    // English first, then Spanish and French of the same query, then English again: each its own answer.
    const en = await cards('');
    const es = await cards('&lang=es');
    const fr = await cards('&lang=fr-CA');
    expect(one(en).AftermarketDescription).toMatch(/^PreSet Hub, TN Trailer/);
    expect(one(es).AftermarketDescription).toBe(ES);
    expect(one(fr).AftermarketDescription).toBe(FR);
    expect(await cards('')).toEqual(en);
    expect({ ...one(es), AftermarketDescription: one(en).AftermarketDescription }).toEqual(one(en));
    // The cards without inclv carry no description: the language changes nothing.
    const named = async (q: string) => (await get(`/api/v14/hubassembly/filtervalues/hanum?hanum=${id}${q}`)).body;
    expect(await named('&lang=es')).toEqual(await named(''));

    const summaries = async (q: string) =>
      (await get(`/api/v11/hubassembliessummaries?hcnum=${encodeURIComponent(d.Results[0].CastingNumber)}${q}`)).body;
    const [se, ss] = [await summaries(''), await summaries('&lang=es')];
    expect(one(se).AftermarketDescription).toMatch(/^PreSet Hub/);
    expect(one(ss).AftermarketDescription).toBe(ES);
    expect(ss.Results.map((h: Hub) => h.HubAssemblyNumber)).toEqual(se.Results.map((h: Hub) => h.HubAssemblyNumber));
    expect(await summaries('')).toEqual(se);
  });

  it("a hub's parts name the hub in the language asked", async () => {
    const parts = async (path: string) => (await get(path)).body.Results[0].HubAssemblyDescription;
    expect(await parts(`/api/v11/aftermarketparts?hanum=${HUB}&lang=fr-CA`)).toBe(FR);
    expect(await parts(`/api/v11/aftermarketparts/${HUB}?lang=es`)).toBe(ES);
    expect(await parts(`/api/v11/aftermarketparts/${HUB}`)).toMatch(/^PreSet Hub, TN Trailer/);
  });
});
