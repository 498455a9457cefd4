import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { castingResults, filterCategories, filterValues, namedItems, strict } from '@wheelend/domain/contract';
import { finders } from '@wheelend/domain/finder';
import { withSampleApp } from '../../test/app.js';

const t = withSampleApp();

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() };
};

const results = async (url: string) => {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  const answer = strict(castingResults).parse(body);
  return answer.Status === 'OK' ? answer.Results : [];
};

describe('casting finder API', () => {
  it('lists each casting finder’s categories in category order', async () => {
    for (const [url, spec] of [
      ['/api/v1/casting/filtercategories/', finders.casting],
      ['/api/v11/rotorcasting/filtercategories/', finders.rotorcasting],
      ['/api/v11/brakedrumcasting/filtercategories/', finders.drumcasting],
    ] as const) {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      const codes = filterCategories.parse(body).map((c) => c.QueryParameterName);
      expect(codes.length).toBeGreaterThan(1);
      expect(codes).toEqual(spec.codes.filter((c) => codes.includes(c)));
    }
  });

  it('finds hubs by casting number in any formatting, with the casting described', async () => {
    for (const text of ['10023025', '1002-3025', ' 10023 025 ']) {
      const found = await results(`/api/v1/casting/filtervalues/hanum?inclv=2&hcnum=${encodeURIComponent(text)}`);
      expect(found.map((h) => h.PartNumber)).toEqual(['10032351', '10032354']);
      expect(
        found.every((h) => h.IsTrailer && h.CastingNumber === '10023025' && h.CastingDescription && h.CastingImageGuid),
      ).toBe(true);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reads a casting number with its hubs (inclv) in one statement, without a snapshot transaction',
    async () => {
      const found = await results('/api/v1/casting/filtervalues/hanum?inclv=2&hcnum=10-023-025');
      expect(found.length).toBe(2);
      // What the app's connections ran last, seen from a connection of its own: a snapshot would have
      // ended its connection on its commit, one statement ends on itself.
      const watcher = new pg.Client({ connectionString: t.database.url });
      await watcher.connect();
      try {
        const { rows } = await watcher.query<{ query: string }>(
          'select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        expect(rows.some((r) => r.query.includes('left join castings c'))).toBe(true);
      } finally {
        await watcher.end();
      }
    },
  );

  it('answers the values of a question among the hubs of a casting', async () => {
    const { status, body } = await get('/api/v1/casting/filtervalues/hamnt?hcnum=10023014');
    expect(status).toBe(200);
    const answer = filterValues.parse(body);
    expect(answer.Status).toBe('OK');
    const all = filterValues.parse((await get('/api/v1/casting/filtervalues/hamnt')).body);
    if (answer.Status !== 'OK' || all.Status !== 'OK') return;
    expect(answer.Results.length).toBeLessThanOrEqual(all.Results.length);
  });

  it('lists the hubs of a casting by name without inclv', async () => {
    const { body } = await get('/api/v1/casting/filtervalues/hanum?hcnum=10023014');
    const answer = namedItems.parse(body);
    expect(answer.Status === 'OK' && answer.Results.map((r) => r.Name)).toEqual(['10032186', '10032189', '10032192']);
  });

  it('finds rotors and drums by casting number, trailer rotors marked', async () => {
    const rotors = await results('/api/v11/rotorcasting/filtervalues/brnum?inclv=2&ctnum=10024004');
    expect(rotors.map((r) => [r.PartNumber, r.IsTrailer])).toEqual([
      ['10041227', true],
      ['10041229', true],
    ]);
    const truck = await results('/api/v11/rotorcasting/filtervalues/brnum?inclv=2&ctnum=10024002&trtyp=1');
    expect(truck.length).toBe(3);
    expect(truck.every((r) => !r.IsTrailer)).toBe(true);
    const drums = await results('/api/v11/brakedrumcasting/filtervalues/brnum?inclv=2&ctnum=10062502');
    expect(drums.map((d) => d.PartNumber)).toEqual(['10061003', '10061004', '10061005']);
  });

  it('answers ZERO_RESULTS for a casting number nobody casts', async () => {
    expect((await get('/api/v1/casting/filtervalues/hanum?inclv=2&hcnum=99999999')).body.Status).toBe('ZERO_RESULTS');
    expect((await get('/api/v11/rotorcasting/filtervalues/trtyp?ctnum=99999999')).body.Status).toBe('ZERO_RESULTS');
  });

  it('answers 400 to bad input', async () => {
    for (const url of [
      '/api/v1/casting/filtervalues/nope',
      '/api/v1/casting/filtervalues/hamnt?hamnt=abc',
      '/api/v1/casting/filtervalues/hanum?inclv=7',
      '/api/v1/casting/filtervalues/hanum?ctnum=10023014',
      '/api/v1/casting/filtercategories/?x=1',
      `/api/v11/rotorcasting/filtervalues/brnum?ctnum=${'9'.repeat(300)}`,
      '/api/v11/brakedrumcasting/filtervalues/hamnt',
      '/api/v11/brakedrumcasting/filtervalues/holes?holes=1%27%20or%201=1',
    ]) {
      const { status } = await get(url);
      expect(status, url).toBe(400);
    }
  });
});

describe("casting descriptions in the reader's language", () => {
  it('the hubs of a casting carry its description of ?lang=, English without; never one cached for another', async () => {
    const url = '/api/v1/casting/filtervalues/hanum?inclv=2&hcnum=10023021';
    const en = await results(url);
    const es = await results(`${url}&lang=es`);
    const fr = await results(`${url}&lang=fr-CA`);
    expect(en.length).toBeGreaterThan(0);
    expect(en.map((r) => r.CastingDescription)).toEqual(en.map(() => 'TN Trailer aluminum drum hub casting'));
    expect(es.map((r) => r.CastingDescription)).toEqual(
      en.map(() => 'Fundición de maza TN de remolque, aluminio, frenos de tambor'),
    );
    expect(fr.map((r) => r.CastingDescription)).toEqual(
      en.map(() => 'Moulage de moyeu TN remorque, aluminium, freins à tambour'),
    );
    expect(es.map((r) => ({ ...r, CastingDescription: null }))).toEqual(
      en.map((r) => ({ ...r, CastingDescription: null })),
    );
    expect(await results(url)).toEqual(en);
    // A casting the catalog does not translate stays English.
    const rotors = await results('/api/v11/rotorcasting/filtervalues/brnum?inclv=2&ctnum=10024004&lang=es');
    expect(rotors[0]!.CastingDescription).toMatch(/rotor casting/);
  });
});
