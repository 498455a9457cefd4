import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withSampleApp } from './test/app.js';

/** The hub calls of the maker's original 2020 web client (nikhil263/AftermarketWebApp), made as it
 * makes them, and what it reads of their answers. */
const t = withSampleApp();

const get = async (url: string) => {
  const r = await t.app.inject({ url, headers: t.headers });
  return { status: r.statusCode, body: r.json() as { Status: string; Results?: Record<string, unknown>[] } };
};

describe('the questionnaire results page', () => {
  // Its last page asks the matching hubs with every answer given and no inclv, then draws each hub from
  // that answer: the heading and notices from PartStatus and IsAftermarket, the name from
  // AftermarketDescription (lower-cased on the page of two hubs), the picture from Images[0].ImageGuid,
  // the note from GawrNote.
  it.each(['v14', 'v11'])('gets each hub whole when asked without inclv (%s)', async (v) => {
    const { status, body } = await get(`/api/${v}/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&hatyp=1`);
    expect(status).toBe(200);
    expect(body.Status).toBe('OK');
    expect(body.Results!.length).toBeGreaterThan(1);
    for (const hub of body.Results!) {
      expect(typeof hub.AftermarketDescription).toBe('string');
      expect(typeof hub.PartStatus).toBe('string');
      expect(typeof hub.IsAftermarket).toBe('boolean');
      expect(typeof hub.HubAssemblyNumber).toBe('string');
      expect(typeof (hub.Images as { ImageGuid: string }[])[0]!.ImageGuid).toBe('string');
      expect(hub.GawrNote).toEqual({
        Text: expect.any(String),
        Links: expect.toSatisfy((l) => l === null || Array.isArray(l)),
      });
    }
    const cards = await get(`/api/${v}/hubassembly/filtervalues/hanum?tcomp=1&brkty=1&hatyp=1&inclv=1`);
    expect(body).toEqual(cards.body);
  });
});

describe("a result's long stud version", () => {
  // With more than one short-stud hub, a result page asks the truck makes of its hub by number
  // (/hubassembly/filtervalues/tmake?hanum={number}) and of that hub and each short-stud hub together
  // (hanum={number},{number}); a short-stud hub that adds no make is shown as its long stud version.
  const makesOf = async (hanum: string) => {
    const { status, body } = await get(`/api/v11/hubassembly/filtervalues/tmake?hanum=${hanum}`);
    expect(status, hanum).toBe(200);
    expect(body.Status, hanum).toBe('OK');
    return body.Results!.map((v) => v.Id as number);
  };

  it('asks the makes of hubs by their numbers, one or several joined by commas', async () => {
    const rows = await t.database.rows<{ id: number; n: string; makes: number[] }>(sql`
      select h.id, h.hub_assembly_number as n, array_agg(distinct f.value_id order by f.value_id) as makes
      from hub_assemblies h join item_filters f on f.finder = 'hub' and f.item_id = h.id and f.code = 'tmake'
      group by h.id, h.hub_assembly_number order by h.id`);
    const [a, b] = [rows[0]!, rows.find((r) => r.makes.join() !== rows[0]!.makes.join())!];
    expect(b).toBeDefined();
    expect((await makesOf(a.n)).sort()).toEqual(a.makes);
    expect(await makesOf(a.n)).toEqual(await makesOf(String(a.id)));
    expect((await makesOf(`${a.n},${b.n}`)).sort()).toEqual([...new Set([...a.makes, ...b.makes])].sort());
    // A hub's own makes again add nothing: the page's comparison holds.
    expect(await makesOf(`${a.n},${a.n}`)).toEqual(await makesOf(a.n));
  });
});

describe('the rebuild kit of a hub', () => {
  // The hub components page asks the rebuild kit of a hub's 219 part, keeps Results whatever the
  // Status, and reads its length on every render.
  it('is a list even when the kit has no details', async () => {
    const { body } = await get('/api/v11/presetpresetplushubrebuildkitdetails/10099999');
    expect(body).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });
});

describe('the axle stud page', () => {
  // It asks the category at index 12 (axthd) and labels each value's button with its NominalDiameter
  // and an inch mark; the value of id 0 (none) it leaves out.
  it.each(['tcomp=1&brkty=1', 'tcomp=1&brkty=2'])('gets each thread with its nominal diameter (%s)', async (q) => {
    const { body } = await get(`/api/v14/hubassembly/filtervalues/axthd?${q}`);
    const shown = body.Results!.filter((v) => v.Id !== 0);
    expect(shown.length).toBeGreaterThan(0);
    for (const v of shown) expect([v.Name, typeof v.NominalDiameter]).toEqual([v.Name, 'number']);
  });
});
