import { describe, expect, it } from 'vitest';
import { studSummaries, filterCategories, filterValues, strict } from '@wheelend/domain/contract';
import { finders } from '@wheelend/domain/finder';
import { withSampleApp } from '../../test/app.js';

const t = withSampleApp();

const get = async (url: string) => {
  const r = await t.app.inject({ url: `/api/v11/stud${url}`, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};

const studs = async (url: string) => {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  const answer = strict(studSummaries).parse(body);
  return answer.Status === 'OK' ? answer.Results : [];
};

describe('stud finder API', () => {
  it('lists the stud categories in the spec order', async () => {
    const { status, body } = await get('/filtercategories/');
    expect(status).toBe(200);
    expect(filterCategories.parse(body).map((c) => c.QueryParameterName)).toEqual(finders.stud.codes);
  });

  it('gives one stud by its id (sdnum) with its dimensions and drawing', async () => {
    const [first] = await studs('/filtervalues/sdnum?inclv=1');
    const [one, ...rest] = await studs(`/filtervalues/sdnum?inclv=1&sdnum=${first!.Id}`);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({ Id: first!.Id, StudNumber: first!.StudNumber });
    expect(one!.DimensionA).toBeGreaterThan(0);
    expect(one!.Images.length).toBeGreaterThan(0);
  });

  it('narrows the values by the answers so far and ends at the matching studs', async () => {
    const styles = filterValues.parse((await get('/filtervalues/stldp')).body);
    expect(styles.Status).toBe('OK');
    if (styles.Status !== 'OK') return;
    const rotorStyle = styles.Results.find((v) => v.Name.startsWith('Rotor Stud'))!;
    const diameters = filterValues.parse((await get(`/filtervalues/stdia?stldp=${rotorStyle.Id}`)).body);
    expect(diameters.Status === 'OK' && diameters.Results.map((v) => v.Name)).toEqual(['M16x1.5', 'M18x1.5']);
    const found = await studs(`/filtervalues/sdnum?inclv=1&stldp=${rotorStyle.Id}`);
    expect(found.map((s) => s.StudKind)).toEqual([4, 4]);
  });

  it('gives a stud by its own number or a competitor number, in any formatting (sdnum)', async () => {
    for (const number of ['10001400', '10001-400', 'CD922/22', 'cd 922 22', 'RS-4497.B']) {
      const found = await studs(`/filtervalues/sdnum?inclv=1&sdnum=${encodeURIComponent(number)}`);
      expect(
        found.map((s) => s.StudNumber),
        number,
      ).toEqual(['10001400']);
    }
    const named = await get('/filtervalues/sdnum?sdnum=CD922%2F22');
    expect(named.body).toEqual({ Status: 'OK', Results: [{ Id: 1, Name: '10001400', StudNumber: '10001400' }] });
  });

  it('answers ZERO_RESULTS for a number that names no stud, and for a hub number', async () => {
    for (const number of ['NO-SUCH-STUD', '10031065', 'x'.repeat(40)])
      expect((await get(`/filtervalues/sdnum?inclv=1&sdnum=${number}`)).body, number).toEqual({
        Status: 'ZERO_RESULTS',
      });
  });

  it('answers ZERO_RESULTS for an id no stud has', async () => {
    expect((await get('/filtervalues/sdnum?inclv=1&sdnum=999999')).body.Status).toBe('ZERO_RESULTS');
  });

  it('answers 400 to bad input', async () => {
    for (const url of [
      '/filtervalues/nope',
      `/filtervalues/sdnum?sdnum=${'1'.repeat(41)}`,
      '/filtervalues/sdnum?sdnum=%01',
      '/filtervalues/sdnum?inclv=x',
      '/filtervalues/sdnum?ctnum=1',
      '/filtervalues/dimA?dimA=-1',
    ]) {
      const { status } = await get(url);
      expect(status, url).toBe(400);
    }
  });
});
