import { describe, expect, it } from 'vitest';
import { rotorDetails, rotorSuggestions, rotorSummaries, filterCategories } from '@wheelend/domain/contract';
import { BRTYP, DISCONTINUED_ROTOR } from '@wheelend/domain';
import { withSampleApp } from '../../test/app.js';

const t = withSampleApp();

const api = async (path: string) => {
  const r = await t.app.inject({ url: `/api/v11/brakerotor${path}`, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};
const ok = <T extends { Status: string }>(answer: T) => {
  if (answer.Status !== 'OK') throw new Error(`expected OK, got ${answer.Status}`);
  return answer as Extract<T, { Status: 'OK' }>;
};

describe('rotor finder API', () => {
  it('lists the categories in the order the original filter pages walk, the result list last', async () => {
    const cats = filterCategories.parse((await api('/filtercategories/')).body);
    expect(cats.map((c) => c.QueryParameterName)).toEqual(['bcdia', 'axpos', 'brtyp', 'bsdia', 'ovlgt', 'brnum']);
  });

  it('finds a rotor-kit number of a competitor and leads to the rotor with its kit components', async () => {
    const found = ok(rotorSuggestions.parse((await api('/interchanges/50-292d')).body)).Results;
    expect(found[0]).toMatchObject({
      CompetitorBrakeRotorNumber: '50292D',
      BrakeRotorNumber: '50292D',
      AftermarketBrakeRotorNumber: '10087661',
    });
    const rotors = ok(rotorSummaries.parse((await api(`/summaries?cbrid=${found[0].CompetitorBrakeRotorId}`)).body));
    expect(rotors.Results).toHaveLength(1);
    const r = rotors.Results[0];
    expect(r).toMatchObject({
      BrakeRotorNumber: '10087661',
      BrakeRotorKitNumber: '10087663',
      Competitor: found[0].Competitor,
    });
    expect(r.Components.map((c) => c.PartNumber)).toContain('10087661');
    expect(r.BrakeRotorComponents).toContain('Hat rotor 10087661');
  });

  it('finds the rotor of a kit number too', async () => {
    const found = ok(rotorSuggestions.parse((await api('/interchanges/SF KI-720-0')).body)).Results;
    expect(found[0].AftermarketBrakeRotorNumber).toBe('10087663');
    const rotors = ok(rotorSummaries.parse((await api(`/summaries?cbrid=${found[0].CompetitorBrakeRotorId}`)).body));
    expect(rotors.Results.map((r) => r.BrakeRotorNumber)).toEqual(['10087661']);
    const none = await api('/interchanges/7327AX');
    expect(none.body.Status).toBe('ZERO_RESULTS');
  });

  it('marks the discontinued rotor', async () => {
    const d = ok(rotorDetails.parse((await api(`/details/${DISCONTINUED_ROTOR}`)).body)).Results[0];
    expect(d.Discontinued).toBe(true);
    expect(d.BrakeSurfaceOutsideDiameter).toBeGreaterThan(0);
    const other = ok(rotorDetails.parse((await api('/details/10087661')).body)).Results[0];
    expect(other.Discontinued).toBe(false);
  });

  it('lists the rotors of a casting, in any formatting', async () => {
    const a = ok(rotorSummaries.parse((await api('/summaries/10024003')).body)).Results;
    const b = ok(rotorSummaries.parse((await api('/summaries/100-24003')).body)).Results;
    expect(a.length).toBeGreaterThan(1);
    expect(b).toEqual(a);
    expect(a.every((r) => r.CastingNumber === '10024003')).toBe(true);
    expect((await api('/summaries/99999999')).body.Status).toBe('ZERO_RESULTS');
  });

  it('offers the splined rotor type and leads to its rotor', async () => {
    const types = (await api('/filtervalues/brtyp')).body.Results as { Id: number; ImageGuid: string | null }[];
    expect(types.map((v) => v.Id)).toContain(BRTYP.splined);
    expect(types.filter((v) => v.Id !== 0).every((v) => v.ImageGuid)).toBe(true);
    const rotors = ok(rotorSummaries.parse((await api(`/filtervalues/brnum?brtyp=${BRTYP.splined}&inclv=2`)).body));
    expect(rotors.Results.map((r) => r.BrakeRotorNumber)).toContain('10041290');
  });

  it('narrows the result list with every pair and accepts the 16.9 inch figure', async () => {
    const all = (await api('/filtervalues/brnum')).body.Results.length;
    const hat = (await api(`/filtervalues/brnum?brtyp=${BRTYP.hat}`)).body.Results.length;
    expect(hat).toBeGreaterThan(0);
    expect(hat).toBeLessThan(all);
    // Dimensions answer as plain numbers, and a pair names one by its number.
    const sizes = (await api('/filtervalues/bsdia')).body.Results as number[];
    expect(sizes).toContain(16.9);
    const big = (await api('/filtervalues/brnum?bsdia=16.9')).body.Results.length;
    const other = (await api('/filtervalues/brnum?bsdia=16.93')).body.Results.length;
    expect(big + other).toBe(all);
    expect(Math.min(big, other)).toBeGreaterThan(0);
  });

  it.each([
    '/interchanges/50292%00',
    '/summaries?cbrid=-1',
    '/summaries?cbrid=1e3',
    '/summaries/%07',
    '/details/%7f',
    '/filtervalues/brtyp?axpos=abc',
    '/filtervalues/brtyp?brtyp=1&brtyp=2',
  ])('refuses %s with 400', async (path) => {
    const { status, body } = await api(path);
    expect(status).toBe(400);
    expect(body.Status).toBe('ERROR');
  });
});
