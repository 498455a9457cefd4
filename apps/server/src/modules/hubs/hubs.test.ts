import { hubCategoryOrder } from '@wheelend/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { insertHubFixture } from '../../test/hubFixture.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, insertHubFixture);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};
const ids = (body: { Results?: { Id: number }[] }) => (body.Results ?? []).map((r) => r.Id);

describe('v14 filter categories and values', () => {
  it('lists every category at its fixed index, Id 0 for those the catalog lacks', async () => {
    const { status, body } = await get('/api/v14/hubassembly/filtercategories/');
    expect(status).toBe(200);
    const cats = body as { Id: number; QueryParameterName: string }[];
    expect(cats.map((c) => c.QueryParameterName)).toEqual([...hubCategoryOrder]);
    expect(cats.filter((c) => c.Id !== 0).map((c) => c.QueryParameterName)).toEqual([
      'tcomp',
      'brkty',
      'hatyp',
      'aaxna',
      'gawrr',
      'wmslc',
      'hcmty',
      'hanum',
    ]);
    expect(body[0]).toEqual({ Id: 1, QueryParameterName: 'tcomp' });
  });

  it.each<[string, number[]]>([
    ['aaxna', [4, 3]],
    ['aaxna?tcomp=1', [3]],
    ['aaxna?tcomp=2&brkty=1', [4]],
    ['hcmty?tcomp=1&brkty=1&aaxna=3', [1, 2]],
    ['hcmty?tcomp=2', [2]],
    ['wmslc?tcomp=2&hcmty=2', [1, 2]],
    ['hatyp?tcomp=1&hcmty=1', [3]],
    ['gawrr?tcomp=2', []],
    ['aaxna?tcomp=1&brkty=2', []],
    ['aaxna?hanum=3', [4]],
  ])('values of %s', async (q, want) => {
    const { status, body } = await get(`/api/v14/hubassembly/filtervalues/${q}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(want);
    expect(body.Status).toBe(want.length ? 'OK' : 'ZERO_RESULTS');
  });

  it('answers with every filter value field', async () => {
    const { body } = await get('/api/v14/hubassembly/filtervalues/gawrr');
    expect(body.Results[0]).toMatchObject({ Id: 1, Name: '0-23000', MinGawrPound: 0, MaxGawrPound: 23000, Inch: null });
    expect(Object.keys(body.Results[0])).toEqual(
      expect.arrayContaining([
        'Id',
        'Name',
        'Inch',
        'Millimeter',
        'Inches',
        'DisplayRange',
        'MinGawrPound',
        'MaxGawrPound',
        'NominalDiameter',
        'WheelMaterial',
        'StudLengthClass',
        'AftermarketAxle',
        'AftermarketAxleId',
        'BearingDescriptionInboard',
        'BearingDescriptionOutboard',
        'ImageGuid',
      ]),
    );
    const alu = await get('/api/v14/hubassembly/filtervalues/hcmty?hcmty=2');
    expect(alu.body.Results[0]).toMatchObject({ ImageGuid: 'img-alu', ImageUrl: '/cdn/images/img-alu.png' });
  });

  it('hanum lists the matching hubs as cards, with or without inclv=1', async () => {
    const plain = await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=2');
    expect(plain.body.Results).toMatchObject([
      { Id: 3, Name: '10082001', HubAssemblyNumber: '10082001', GawrNote: { Links: null } },
      { Id: 4, Name: '10082002', HubAssemblyNumber: '10082002', GawrNote: { Links: null } },
    ]);
    // The original clients' questionnaire results page asks without inclv and reads the whole card.
    expect(plain.body).toEqual((await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=2&inclv=1')).body);
    const full = await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&aaxna=3&inclv=1');
    expect(full.body.Results).toHaveLength(2);
    expect(full.body.Results[0]).toMatchObject({
      Id: 1,
      HubAssemblyNumber: '10031065',
      AftermarketDescription: 'PreSet Plus Aluminum Drive Hub',
      Status: 'Active',
      IsAftermarket: true,
      ImageGuid: 'g-1',
      ImageUrl: '/cdn/images/g-1.png',
      hatyp: 1,
      hcmty: 2,
      wmslc: 1,
      aaxna: 3,
    });
    const long = await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=2&wmslc=2&inclv=1');
    expect(ids(long.body)).toEqual([4]);
    const none = await get('/api/v14/hubassembly/filtervalues/hanum?tcomp=1&brkty=2&inclv=1');
    expect(none.body).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('ovldi is accepted as a name', async () => {
    const { status, body } = await get('/api/v14/hubassembly/filtervalues/ovldi?tcomp=1');
    expect(status).toBe(200);
    expect(body.Status).toBe('ZERO_RESULTS');
  });

  it.each([
    ['/api/v14/hubassembly/filtervalues/bogus', 'unknown filter code'],
    ['/api/v14/hubassembly/filtervalues/aaxna?bogus=1', 'bogus'],
    ['/api/v14/hubassembly/filtervalues/aaxna?tcomp=x', 'tcomp: must be a whole-number id'],
    ['/api/v14/hubassembly/filtervalues/aaxna?tcomp=-1', 'tcomp: must be a whole-number id'],
    ['/api/v14/hubassembly/filtervalues/aaxna?tcomp=12345678901', 'tcomp: must be a whole-number id'],
    ['/api/v14/hubassembly/filtervalues/aaxna?tcomp=1&tcomp=2', 'tcomp'],
    ['/api/v14/hubassembly/filtervalues/hanum?inclv=7', 'inclv'],
    ['/api/v14/hubassembly/filtercategories/?x=1', 'x'],
  ])('%s is a 400', async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.Status).toBe('ERROR');
    expect(body.Error.Message).toContain(message);
  });
});

describe('v11 hub details and compare', () => {
  it.each(['10031065', '10-031-065', '10031 065', '1', 'AC-10031065'])('details of %s', async (id) => {
    const { status, body } = await get(`/api/v11/hubassemblydetails/${encodeURIComponent(id)}`);
    expect(status).toBe(200);
    expect(body.Results).toHaveLength(1);
    const hub = body.Results[0];
    expect(hub).toMatchObject({
      Id: 1,
      HubAssemblyNumber: '10031065',
      Status: 'Active',
      IsAftermarket: true,
      HubRatingPound: 23000.4,
      Material: 'Aluminum',
      WheelStudStandoutInch: 1.25,
      SealIncluded: true,
      GawrNote: { Text: 'See {{link}}.', Links: ['https://example.com/gawr.pdf'] },
      Images: [
        { ImageUrl: '/cdn/images/g-1.png', ImageGuid: 'g-1', ImageTypeId: 1 },
        { ImageUrl: '/cdn/images/g-1b.png', ImageGuid: 'g-1b', ImageTypeId: 2 },
      ],
    });
    expect(body.differentProperties).toBeUndefined();
  });

  it('two hubs: the compare answer with differentProperties, Images ignored', async () => {
    const { status, body } = await get('/api/v11/hubassemblydetails/10031065,10031066');
    expect(status).toBe(200);
    expect(body.Results.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).toEqual([
      '10031065',
      '10031066',
    ]);
    expect(body.differentProperties).toEqual(
      expect.arrayContaining([
        'HubAssemblyNumber',
        'AftermarketDescription',
        'IsAftermarket',
        'Material',
        'HubRatingPound',
        'GawrNote',
      ]),
    );
    expect(body.differentProperties).not.toContain('Images');
    expect(body.differentProperties).not.toContain('Axle');
    expect(body.differentProperties).not.toContain('SealIncluded');
  });

  it.each([
    ['/api/v11/hubassemblydetails/99999999', "'99999999'"],
    ['/api/v11/hubassemblydetails/10031065,12345678', "'12345678'"],
    ['/api/v11/hubassemblydetails/AC-777', "'AC-777'"],
  ])('%s is a 404 naming the number', async (url, name) => {
    const { status, body } = await get(url);
    expect(status).toBe(404);
    expect(body.Error).toMatchObject({ Code: 'NOT_FOUND' });
    expect(body.Error.Message).toContain(name);
  });

  it.each([
    `/api/v11/hubassemblydetails/${'1'.repeat(41)}`,
    '/api/v11/hubassemblydetails/10031065,,10031066',
    `/api/v11/hubassemblydetails/${Array(11).fill('10031065').join(',')}`,
  ])('%s is a 400', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.Status).toBe('ERROR');
  });
});

describe('v11 parts, summaries, filter sets and kits', () => {
  it('aftermarket parts of a hub, all and by party', async () => {
    const all = await get('/api/v11/aftermarketparts?hanum=10031065');
    expect(all.body.Results[0]).toMatchObject({
      HubAssemblyDescription: 'PreSet Plus Aluminum Drive Hub',
      HubAssemblyNumber: '10031065',
    });
    expect(all.body.Results[0].AftermarketParts).toHaveLength(4);
    expect(all.body.Results[0].AftermarketParts[0]).toEqual({
      PartNumber: '10020950',
      Description: 'PreSet Plus Hub Rebuild Kit',
      TypeId: 219,
      UsageId: null,
      Ranking: 1,
    });
    const nuts = await get('/api/v11/aftermarketparts?hanum=10031065&party=226,227');
    expect(nuts.body.Results[0].AftermarketParts.map((p: { TypeId: number }) => p.TypeId)).toEqual([226, 227]);
    const hub = await get('/api/v11/aftermarketparts?hanum=10-031-065&party=115');
    expect(hub.body.Results[0].AftermarketParts.map((p: { PartNumber: string }) => p.PartNumber)).toEqual(['10031066']);
    const none = await get('/api/v11/aftermarketparts?hanum=55555555');
    expect(none.body).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it('aftermarket parts of several hubs at once as one item, in the order asked, unknown ones left out', async () => {
    const { status, body } = await get(
      '/api/v11/aftermarketparts?hanum=10031066,55555555,10031065,10-031-065&party=226,227',
    );
    expect(status).toBe(200);
    expect(body.Results.map((h: { HubAssemblyNumber: string }) => h.HubAssemblyNumber)).toEqual(['10031066,10031065']);
    const one = (await get('/api/v11/aftermarketparts?hanum=10031065&party=226,227')).body.Results[0];
    for (const p of one.AftermarketParts) expect(body.Results[0].AftermarketParts).toContainEqual(p);
    const many = Array.from({ length: 50 }, () => '10031065').join(',');
    expect((await get(`/api/v11/aftermarketparts?hanum=${many}`)).status).toBe(200);
    expect((await get(`/api/v11/aftermarketparts?hanum=${many},1`)).status).toBe(400);
  });

  it.each([
    '/api/v11/aftermarketparts',
    '/api/v11/aftermarketparts?hanum=10031065&party=abc',
    '/api/v11/aftermarketparts?hanum=10031065&party=226;227',
    `/api/v11/aftermarketparts?hanum=${'9'.repeat(41)}`,
    '/api/v11/aftermarketparts?hanum=10031065&extra=1',
    '/api/v11/aftermarketparts?hanum=10031065,,10031066',
  ])('%s is a 400', async (url) => {
    expect((await get(url)).status).toBe(400);
  });

  it.each<[string, number[]]>([
    ['chaid=2', [1]],
    ['ciid=1', [1]],
    ['chaid=3', [3]],
    ['ciid=4', [3]],
    ['hcnum=10031C', [1, 2]],
    ['hcnum=10-031-c', [1, 2]],
    ['chaid=5', []],
    ['chaid=999', []],
  ])('summaries for %s', async (q, want) => {
    const { status, body } = await get(`/api/v11/hubassembliessummaries?${q}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(want);
  });

  it('the filter set of a hub: each code mapped to its value id, in category order, hanum last', async () => {
    const { body } = await get('/api/v11/aftermarkethubassemblyfilters?chaid=2');
    expect(Object.entries(body.Results)).toEqual([
      ['tcomp', 1],
      ['brkty', 1],
      ['aaxna', 3],
      ['gawrr', 1],
      ['hcmty', 2],
      ['wmslc', 1],
      ['hatyp', 1],
      ['hanum', 1],
    ]);
  });

  it('a casting shares only the filters its hubs agree on, and no hanum', async () => {
    const { body } = await get('/api/v11/aftermarkethubassemblyfilters?hcnum=10031C');
    expect(Object.keys(body.Results)).toEqual(['tcomp', 'brkty', 'aaxna', 'gawrr', 'wmslc']);
  });

  it('no hub behind the number: zero results without Results (the page goes to not-available)', async () => {
    expect((await get('/api/v11/aftermarkethubassemblyfilters?ciid=5')).body).toEqual({ Status: 'ZERO_RESULTS' });
  });

  it.each([
    '/api/v11/aftermarkethubassemblyfilters',
    '/api/v11/aftermarkethubassemblyfilters?chaid=1&ciid=1',
    '/api/v11/aftermarkethubassemblyfilters?chaid=abc',
    '/api/v11/hubassembliessummaries?chaid=1.5',
    '/api/v11/hubassembliessummaries?foo=1',
  ])('%s is a 400', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.Error.Message.length).toBeGreaterThan(0);
  });

  it('rebuild kit details', async () => {
    expect((await get('/api/v11/presetpresetplushubrebuildkitdetails/10020950')).body).toEqual({
      Status: 'OK',
      Results: [
        {
          PreSetPreSetPlusHubRebuildKitNumber: '10020950',
          BearingSetNumberInboard: 'B-413',
          BearingSetNumberOutboard: 'B-406',
          SealAndSpacerKitNumber: 'SS-1',
        },
      ],
    });
    expect((await get('/api/v11/presetpresetplushubrebuildkitdetails/1002-0950')).body.Status).toBe('OK');
    expect((await get('/api/v11/presetpresetplushubrebuildkitdetails/nope')).body.Status).toBe('ZERO_RESULTS');
    expect((await get(`/api/v11/presetpresetplushubrebuildkitdetails/${'1'.repeat(41)}`)).status).toBe(400);
  });

  it('needs the subscription key', async () => {
    const r = await t.app.inject({ url: '/api/v14/hubassembly/filtercategories/' });
    expect(r.statusCode).toBe(401);
  });
});
