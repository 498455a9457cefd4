import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KIT_KINDS, KIT_PAGES, SOCKET_SIZE_INCH, type KitKind } from '@wheelend/domain';
import { kit, kitAnswer, hubPartsListAnswer } from '@wheelend/domain/contract';
import { withSampleApp } from '../../test/app.js';

const t = withSampleApp();

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};
const kitUrl = (kind: KitKind, n: string) => `/api/v11/kits/${KIT_PAGES[kind].call}/${encodeURIComponent(n)}`;

/** One kit of each kind, from the catalog, with the other kinds' numbers. */
async function sampleOf(kind: KitKind) {
  const rows = await t.database.rows<{ part_number: string }>(
    sql`select part_number from kits where kind = ${kind} order by part_number limit 1`,
  );
  return rows[0].part_number;
}

describe('/kits/{kind}/{partNumber}', () => {
  it.each(KIT_KINDS)('%s answers its kit with every field of the kit record', async (kind) => {
    const n = await sampleOf(kind);
    const { status, body } = await get(kitUrl(kind, n));
    expect(status).toBe(200);
    expect(kitAnswer.parse(body).Status).toBe('OK');
    expect(Object.keys(body.Results[0]).sort()).toEqual(Object.keys(kit.shape).sort());
    expect(body.Results[0].PartNumber).toBe(n);
    expect(body.Results[0]).toHaveProperty('AxlePostion');
  });

  it.each(KIT_KINDS)('%s answers ZERO_RESULTS for a kit of another kind and an unknown number', async (kind) => {
    const other = await sampleOf(KIT_KINDS.find((k) => k !== kind)!);
    expect((await get(kitUrl(kind, other))).body).toEqual({ Status: 'ZERO_RESULTS' });
    expect((await get(kitUrl(kind, '99999999'))).body).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('finds a kit whatever the formatting of its number', async () => {
    const { body } = await get(kitUrl('seal', ' 10-080.113 '));
    expect(body.Results[0].PartNumber).toBe('10080113');
    expect(body.Results[0].AxlePostion).toBe('Trailer');
    expect(body.Results[0].InnerDiameterInch).toBe(4.625);
    expect(body.Results[0].InnerDiameterInches).toBe(4.625);
    expect(body.Results[0].ImageURL).toMatch(/^\/cdn\/images\/.+\.png$/);
    expect(body.Results[0].Images[0].ImageTypeId).toBe(1);
  });

  it('lists the hub assemblies a kit fits', async () => {
    const { body } = await get(kitUrl('seal', '10080113'));
    const hubs = await t.database.rows<{ n: string }>(sql`
      select distinct h.hub_assembly_number as n from hub_parts p join hub_assemblies h on h.id = p.hub_id
      where p.part_number = '10080113' order by 1`);
    expect(hubs.length).toBeGreaterThan(1);
    expect(body.Results[0].HubAssemblies.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).toEqual(
      hubs.map((h) => h.n),
    );
    expect(body.Results[0].HubAssemblies.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).toContain(
      '10031065',
    );
  });

  it('gives a rebuild kit its bearing sets and seal-and-spacer kit', async () => {
    const { body } = await get(kitUrl('rebuild', '10044213'));
    expect(body.Results[0]).toMatchObject({
      PartTypeId: 219,
      BearingSetNumberInboard: '10080433',
      BearingSetNumberOutboard: '10080427',
      SealAndSpacerKitNumber: '10045323',
      PreSetPreSetPlusRebuildKitNumber: '10044213',
    });
    const complete = await get(kitUrl('rebuild', '10044314'));
    expect(complete.body.Results[0].PartTypeId).toBe(217);
  });

  it('gives each spindle nut kit of the spec its socket size', async () => {
    for (const [n, size] of Object.entries(SOCKET_SIZE_INCH)) {
      const { body } = await get(kitUrl('spindle_nut', n));
      expect(body.Results[0].SixPointSocketSize, n).toBe(size);
      expect(body.Results[0].TorqueSpec, n).toBeTruthy();
    }
  });

  it('lists a bearing set’s axle choices, and narrows to one axle with axleIds', async () => {
    const all = await get(kitUrl('bearing', '10080427'));
    expect(all.body.Results[0].Axles).toEqual([
      { Id: 4, Name: 'TN Trailer' },
      { Id: 10, Name: 'FF Steer PreSet' },
    ]);
    const trailer = await get(`${kitUrl('bearing', '10080427')}?axleIds=4`);
    expect(kitAnswer.parse(trailer.body).Status).toBe('OK');
    expect(trailer.body.Results[0].Axles).toEqual([{ Id: 4, Name: 'TN Trailer' }]);
    const hubsAll = all.body.Results[0].HubAssemblies.length;
    const hubsTrailer = trailer.body.Results[0].HubAssemblies.map(
      (h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber,
    );
    expect(hubsTrailer).toContain('10031065');
    expect(hubsTrailer.length).toBeLessThan(hubsAll);
    const both = await get(`${kitUrl('bearing', '10080427')}?axleIds=4,10`);
    expect(both.body.Results[0].HubAssemblies.length).toBeGreaterThan(hubsTrailer.length);
    expect((await get(`${kitUrl('bearing', '10080427')}?axleIds=3`)).body).toEqual({ Status: 'ZERO_RESULTS' });
  });
});

// Sample catalog: a competitor's number of hub 10031065.
const COMPETITOR_HUB = 'RH-4410.A';

describe('/aftermarketparts/{hubId}', () => {
  it('answers the parts list by hub id and by assembly number alike', async () => {
    const byNumber = await get('/api/v11/aftermarketparts/10031065');
    expect(byNumber.status).toBe(200);
    const parsed = hubPartsListAnswer.parse(byNumber.body);
    if (parsed.Status !== 'OK') throw new Error('no parts');
    const hub = parsed.Results[0];
    expect(hub.HubAssemblyNumber).toBe('10031065');
    const types = hub.AftermarketParts.map((p) => p.TypeId);
    for (const type of [115, 101, 219, 220, 221, 227, 5, 7, 241]) expect(types).toContain(type);
    const byId = await get(`/api/v11/aftermarketparts/${hub.hubId}`);
    expect(byId.body).toEqual(byNumber.body);
    expect((await get('/api/v11/aftermarketparts/10-031-065')).body).toEqual(byNumber.body);
  });

  it("answers the parts list of the hub a competitor's hub number leads to", async () => {
    const byNumber = await get('/api/v11/aftermarketparts/10031065');
    const competitor = await get(`/api/v11/aftermarketparts/${encodeURIComponent(COMPETITOR_HUB)}`);
    expect(competitor.status).toBe(200);
    expect(competitor.body).toEqual(byNumber.body);
  });

  it('answers ZERO_RESULTS for an unknown hub', async () => {
    expect((await get('/api/v11/aftermarketparts/55555555')).body).toEqual({ Status: 'ZERO_RESULTS' });
    expect((await get('/api/v11/aftermarketparts/NOHUB')).body).toEqual({ Status: 'ZERO_RESULTS' });
  });
});

describe('bad input', () => {
  const mega = 'A'.repeat(1024 * 1024);
  it.each([
    ['a NUL in the number', kitUrl('seal', '10080113\u0000')],
    ['a control character in the number', kitUrl('bearing', '1008\u00070427')],
    ['a number over 40 characters', kitUrl('abs_service', '1'.repeat(41))],
    ['a blank number', kitUrl('seal', '   ')],
    ['axle ids that are not numbers', `${kitUrl('bearing', '10080427')}?axleIds=abc`],
    ['a fractional axle id', `${kitUrl('bearing', '10080427')}?axleIds=1.5`],
    ['an empty axle id', `${kitUrl('bearing', '10080427')}?axleIds=`],
    ['axle ids repeated as an array', `${kitUrl('bearing', '10080427')}?axleIds=1&axleIds=2`],
    ['a 1 MB axle id list', `${kitUrl('bearing', '10080427')}?axleIds=${'1,'.repeat(512 * 1024)}1`],
    ['a 1 MB query key', `${kitUrl('seal', '10080113')}?${mega}=1`],
    ['axleIds on a kit that has no axles', `${kitUrl('seal', '10080113')}?axleIds=4`],
    ['an unknown query key', `/api/v11/aftermarketparts/10031065?party=115`],
    ['a NUL in the hub id', '/api/v11/aftermarketparts/100%0031065'],
    ['a hub id over 40 characters', `/api/v11/aftermarketparts/${'9'.repeat(41)}`],
  ])('%s is a 400', async (_name, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.Status).toBe('ERROR');
    expect(body.Error.Code).toBe('BAD_REQUEST');
  });

  it('a 1 MB number is refused without a server error', async () => {
    for (const url of [kitUrl('seal', mega), `/api/v11/aftermarketparts/${mega}`]) {
      const { status } = await get(url);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('needs the subscription key', async () => {
    const r = await t.app.inject({ url: kitUrl('seal', '10080113') });
    expect(r.statusCode).toBe(401);
  });
});

describe("catalog descriptions in the reader's language", () => {
  it("a kit and a hub's parts list give the description of ?lang= where the catalog has one, else English", async () => {
    const n = await sampleOf('bearing');
    const en = (await get(kitUrl('bearing', n))).body.Results[0];
    const es = (await get(`${kitUrl('bearing', n)}?lang=es`)).body.Results[0];
    const fr = (await get(`${kitUrl('bearing', n)}?lang=fr-CA`)).body.Results[0];
    expect(en.Description).toMatch(/^Bearing set /);
    expect(es.Description).toMatch(/^Juego de rodamientos /);
    expect(fr.Description).toMatch(/^Ensemble de roulements /);
    // Only the description changes: the shape and the other fields stay.
    expect({ ...es, Description: en.Description }).toEqual(en);
    expect((await get(`${kitUrl('bearing', n)}?lang=de`)).body.Results[0].Description).toBe(en.Description);

    const parts = (lang: string) =>
      get(`/api/v11/aftermarketparts/10031065${lang ? `?lang=${lang}` : ''}`).then(
        (r) => r.body.Results[0].AftermarketParts as { PartNumber: string; Description: string }[],
      );
    const [pe, ps, pf] = await Promise.all([parts(''), parts('es'), parts('fr-CA')]);
    expect(ps.map((p) => p.PartNumber)).toEqual(pe.map((p) => p.PartNumber));
    const bearing = pe.findIndex((p) => p.Description.startsWith('Bearing set'));
    expect(bearing).toBeGreaterThanOrEqual(0);
    expect(ps[bearing].Description).toMatch(/^Juego de rodamientos /);
    expect(pf[bearing].Description).toMatch(/^Ensemble de roulements /);
    // A part the catalog has no translation of (the hub itself) keeps its English description.
    const hub = pe.findIndex((p) => p.PartNumber === '10031065');
    expect(hub).toBeGreaterThanOrEqual(0);
    expect(ps[hub].Description).toBe(pe[hub].Description);
  });
});
