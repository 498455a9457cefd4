import { describe, expect, it } from 'vitest';
import { drumDetails, drumSuggestions, drumSummaries, filterCategories } from '@wheelend/domain/contract';
import { finders, questionCodes } from '@wheelend/domain/finder';
import { withSampleApp } from '../../test/app.js';

const t = withSampleApp();

const get = async (url: string) => {
  const r = await t.app.inject({ url: `/api/v11/brakedrum${url}`, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};

describe('drum finder API', () => {
  it('lists the drum filter categories in the order the original filter pages walk, as a bare array', async () => {
    const { status, body } = await get('/filtercategories/');
    expect(status).toBe(200);
    const cats = filterCategories.parse(body);
    expect(cats.map((c) => c.QueryParameterName)).toEqual(finders.drum.categories);
    expect(new Set(finders.drum.categories)).toEqual(new Set(finders.drum.codes));
  });

  it('finds a competitor drum number in any formatting and leads to our drum', async () => {
    for (const text of ['7327AX', '7327-ax', ' 7327 a.x ']) {
      const { status, body } = await get(`/interchanges/${encodeURIComponent(text)}`);
      expect(status).toBe(200);
      const answer = drumSuggestions.parse(body);
      expect(answer.Status).toBe('OK');
      if (answer.Status !== 'OK') return;
      expect(answer.Results[0]).toMatchObject({
        CompetitorDrumNumber: '7327AX',
        BrakeDrumNumber: '7327AX',
        AftermarketBrakeDrumNumber: '10061001',
      });
    }
  });

  it('answers ZERO_RESULTS for a number nobody makes and keeps to drums', async () => {
    expect((await get('/interchanges/ZZZ999')).body.Status).toBe('ZERO_RESULTS');
    // 50292D is a rotor kit number: not a drum
    expect((await get('/interchanges/50292D')).body.Status).toBe('ZERO_RESULTS');
  });

  it('gives the recommended drum of a competitor number with the competitor named', async () => {
    const found = (await get('/interchanges/7327AX')).body.Results[0];
    const { body } = await get(`/summaries?cbdid=${found.CompetitorDrumNumberId}`);
    const answer = drumSummaries.parse(body);
    if (answer.Status !== 'OK') throw new Error('no summaries');
    expect(answer.Results).toHaveLength(1);
    expect(answer.Results[0]).toMatchObject({
      BrakeDrumNumber: '10061001',
      CompetitorDrumNumberId: found.CompetitorDrumNumberId,
      Competitor: found.Competitor,
    });
    expect(answer.Results[0].Images[0].ImageTypeId).toBe(1);
  });

  it('answers ZERO_RESULTS for an interchange that is not a drum or does not exist', async () => {
    const rotor = (await t.app.inject({ url: '/api/v11/brakerotor/interchanges/50292D', headers: t.headers })).json();
    expect((await get(`/summaries?cbdid=${rotor.Results[0].CompetitorBrakeRotorId}`)).body.Status).toBe('ZERO_RESULTS');
    expect((await get('/summaries?cbdid=999999')).body.Status).toBe('ZERO_RESULTS');
  });

  it('gives the details with the specs, notes and interchanges, by id or by number', async () => {
    const byNumber = drumDetails.parse((await get('/details/10061-001')).body);
    if (byNumber.Status !== 'OK') throw new Error('no details');
    const d = byNumber.Results[0];
    expect(d.BrakeDrumNumber).toBe('10061001');
    expect(d.BrakeSizeDiameterInch).toBeGreaterThan(0);
    expect(d.Interchanges.length).toBeGreaterThan(0);
    expect(d.Interchanges[0].IsBestMatch).toBe(true);
    const byId = drumDetails.parse((await get(`/details/${d.Id}`)).body);
    expect(byId).toEqual(byNumber);
    expect((await get('/details/99999999')).body).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('walks the filters to the result list with each value narrowing the drums', async () => {
    const codes = questionCodes(finders.drum);
    let query = '';
    for (const code of codes) {
      const { status, body } = await get(`/filtervalues/${code}${query ? `?${query}` : ''}`);
      expect(status).toBe(200);
      expect(body.Status).toBe('OK');
      // Dimensions and hole counts are plain numbers; the truck make and axle position objects.
      const ids = body.Results.map((v: number | { Id: number }) => (typeof v === 'number' ? v : v.Id));
      expect(ids.every((v: unknown) => typeof v === 'number')).toBe(true);
      const pick = ids.find((v: number) => v !== 0) ?? ids[0];
      query += `${query ? '&' : ''}${code}=${pick}`;
    }
    const plain = (await get(`/filtervalues/brnum?${query}`)).body;
    const full = drumSummaries.parse((await get(`/filtervalues/brnum?${query}&inclv=2`)).body);
    if (full.Status !== 'OK') throw new Error('no drums');
    expect(full.Results.map((d) => d.Id)).toEqual(plain.Results.map((d: { Id: number }) => d.Id));
    expect(full.Results.length).toBeGreaterThan(0);
  });

  it('accepts the inch figure of a dimension as well as its id', async () => {
    const byId = (await get('/filtervalues/holes?szdia=1')).body;
    const byInch = (await get('/filtervalues/holes?szdia=15')).body;
    expect(byInch).toEqual(byId);
  });

  it.each([
    ['/interchanges/%00', 'NUL in a number'],
    [`/interchanges/${'9'.repeat(41)}`, 'a number too long'],
    ['/summaries?cbdid=abc', 'an id that is not a number'],
    ['/summaries', 'no id'],
    ['/summaries?cbdid=1&x=2', 'an unknown key'],
    ['/filtervalues/nope', 'an unknown filter code'],
    ['/filtervalues/holes?szdia=%00', 'NUL in a value'],
    ['/filtervalues/holes?szdia=1.2.3', 'a value that is no id or figure'],
    ['/details/%01', 'a control character'],
  ])('refuses %s (%s) with 400', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.Status).toBe('ERROR');
  });

  it('refuses a 1 MB number without a server error', async () => {
    for (const url of [`/details/${'x'.repeat(1_000_000)}`, `/interchanges/${'7'.repeat(1_000_000)}`]) {
      const { status } = await get(url);
      expect([400, 414]).toContain(status);
    }
  });
});
