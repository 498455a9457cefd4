import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AXLE, HAMNT, WMSLC, ABRTY, hubFilterCodes } from '@wheelend/domain';
import { createTestDatabase } from '../test/db.js';
import { seedIfEmpty } from './seed.js';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDb;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database);
});
afterAll(() => database.dispose());

const one = async <T>(q: ReturnType<typeof sql>) => (await database.rows<T>(q))[0]!;
const list = async (q: ReturnType<typeof sql>) => (await database.rows<{ v: string }>(q)).map((r) => r.v);

/** Hub numbers whose hub filters contain every pair (code, value). */
async function hubsMatching(pairs: Record<string, number>) {
  const entries = Object.entries(pairs);
  const rows = await database.rows<{ v: string }>(sql`
    select h.hub_assembly_number as v from hub_assemblies h
    where (select count(distinct f.code) from item_filters f, json_each_text(${JSON.stringify(pairs)}::json) p
           where f.finder = 'hub' and f.item_id = h.id and f.code = p.key and f.value_id = p.value::int) = ${entries.length}
    order by 1`);
  return rows.map((r) => r.v);
}

describe('the sample catalog', () => {
  it('has the expected size', async () => {
    const c = await one<Record<string, number>>(sql`select
      (select count(*)::int from hub_assemblies) as hubs, (select count(*)::int from brake_drums) as drums,
      (select count(*)::int from brake_rotors) as rotors, (select count(*)::int from studs) as studs,
      (select count(*)::int from competitors) as competitors, (select count(*)::int from interchanges) as interchanges`);
    expect(c.hubs).toBeGreaterThanOrEqual(150);
    expect(c.drums).toBeGreaterThanOrEqual(10);
    expect(c.rotors).toBeGreaterThanOrEqual(10);
    expect(c.studs).toBeGreaterThanOrEqual(10);
    expect(c.competitors).toBeGreaterThanOrEqual(6);
    expect(c.interchanges).toBeGreaterThanOrEqual(500);
  });

  it('contains every part number the spec names', async () => {
    const hubs = ['10031065', '10031080', '10031081', '10031082'];
    expect(
      await list(
        sql`select hub_assembly_number as v from hub_assemblies where hub_assembly_number in ${hubs} order by 1`,
      ),
    ).toEqual(hubs);
    const rotors = ['10009970', '10020109', '10086207', '10086208'];
    expect(
      await list(
        sql`select brake_rotor_number as v from brake_rotors where brake_rotor_number in ${rotors} order by 1`,
      ),
    ).toEqual(rotors);
    const kits = [
      '10041215',
      '10041216',
      '10041217',
      '10041218',
      '10083923',
      '10083924',
      '10086914',
      '10086915',
      '10087663',
      '10087664',
    ];
    expect(
      await list(sql`select part_number as v from kits where kind = 'rotor_kit' and part_number in ${kits} order by 1`),
    ).toEqual(kits);
    const sockets = await database.rows<{ n: string; s: number }>(
      sql`select part_number as n, six_point_socket_size as s from kits where part_number between '10036548' and '10036553' order by 1`,
    );
    expect(sockets.map((r) => Number(r.s))).toEqual([2, 2, 2.75, 3.75, 3.125, 4]);
    expect(
      await list(
        sql`select axle_position as v from kits where part_number in ('10083923', '10083924') order by part_number`,
      ),
    ).toEqual(['For FF Steer Axle', 'For R Drive Axle']);
    expect(await list(sql`select note as v from kits where part_number = '10087663'`)).toEqual([
      'Note: Replaces kit 10086915 (rotor 10086208)',
    ]);
    const r = await one<{ d: boolean; t: string }>(
      sql`select discontinued as d, brake_rotor_type as t from brake_rotors where brake_rotor_number = '10009970'`,
    );
    expect(r.d).toBe(true);
    expect(
      await list(sql`select brake_rotor_type as v from brake_rotors where brake_rotor_number = '10020109'`),
    ).toEqual(['U-Section']);
  });

  it('covers the statuses, exclusives and hub kinds the screens branch on', async () => {
    expect(await list(sql`select distinct status as v from hub_assemblies order by 1`)).toEqual([
      'Active',
      'Service Only',
      'Terminated',
    ]);
    expect(await list(sql`select distinct part_type_id::text as v from hub_assemblies order by 1`)).toEqual([
      '1112',
      '1115',
      '115',
    ]);
    expect(await list(sql`select distinct hub_assembly_type as v from hub_assemblies order by 1`)).toEqual([
      'Conventional',
      'PreSet',
      'PreSet Plus',
      'Unitized',
    ]);
    const preset = await one<{ n: number }>(
      sql`select count(*)::int as n from hub_assemblies where hub_assembly_type like 'PreSet%' and aftermarket_description not like '%PreSet%'`,
    );
    expect(preset.n).toBe(0);
    const mto = await one<{ n: number }>(
      sql`select count(*)::int as n from hub_assemblies where not is_aftermarket and status <> 'Terminated'`,
    );
    expect(mto.n).toBeGreaterThan(0);
    const notes = await one<{ n: number }>(
      sql`select count(*)::int as n from hub_assemblies where gawr_note_text like '%{{link}}%' and jsonb_array_length(gawr_note_links) > 0`,
    );
    expect(notes.n).toBeGreaterThan(0);
    const shared = await one<{ n: number }>(
      sql`select max(c)::int as n from (select count(*) as c from hub_assemblies group by casting_number) x`,
    );
    expect(shared.n).toBeGreaterThan(1);
    for (const code of hubFilterCodes) {
      const c = await one<{ n: number }>(
        sql`select count(*)::int as n from filter_categories where finder = 'hub' and code = ${code}`,
      );
      expect(c.n, code).toBe(1);
    }
  });

  it('has wizard paths that end in one, two and more than two hubs', async () => {
    const base = {
      tcomp: 2,
      brkty: 1,
      aaxna: AXLE.trailerTN,
      whlps: 2,
      wssdi: 3,
      stdps: 0,
      hubps: 1,
      strdo: 1,
      hamnt: HAMNT.hubPiloted,
      barlg: 0,
      axthd: 0,
      hcmty: 2,
      icfsb: 1,
      dpidi: 1,
      abrty: 0,
      hofsi: 0,
      brdia: 0,
      ovlgt: 0,
      abcoi: 2,
      hcbdi: 1,
      wmslc: WMSLC.standard,
    };
    expect(await hubsMatching({ ...base, tmake: 31 })).toEqual(expect.arrayContaining(['10031065', '10032998']));
    expect((await hubsMatching({ ...base, tmake: 31 })).length).toBe(4);
    const long = await hubsMatching({ ...base, tmake: 31, wmslc: WMSLC.longStud });
    expect(long).toEqual(['10031066']);
    const pair = await hubsMatching({
      tcomp: 1,
      brkty: 1,
      tmake: 2,
      aaxna: AXLE.drive,
      hamnt: HAMNT.hubPilotedOutboard,
      barlg: 2,
      axthd: 2,
      hcmty: 1,
      wmslc: 1,
    });
    expect(pair.length).toBe(2);
    const types = await list(
      sql`select hub_assembly_type as v from hub_assemblies where hub_assembly_number in ${pair} order by 1`,
    );
    expect(types).toEqual(['Conventional', 'PreSet']);
    expect(await hubsMatching({ tcomp: 2, brkty: 2, abrty: ABRTY.splined })).toHaveLength(1);
    expect((await hubsMatching({ aaxna: AXLE.volvoMackUnitized })).length).toBeGreaterThan(0);
    expect((await hubsMatching({ aaxna: AXLE.meritorMfs, hamnt: HAMNT.hubPilotedOutboard })).length).toBeGreaterThan(0);
    expect((await hubsMatching({ hamnt: HAMNT.studPilotedOutboard })).length).toBeGreaterThan(0);
  });

  it('finds own and competitor numbers whatever their formatting', async () => {
    const own = await one<{ t: number }>(
      sql`select part_type_id as t from interchanges where norm = '10031065' and competitor_id = 1`,
    );
    expect(own.t).toBe(115);
    const types = await list(sql`select distinct part_type_id::text as v from interchanges order by 1`);
    for (const t of [
      '1',
      '5',
      '7',
      '23',
      '101',
      '115',
      '202',
      '203',
      '219',
      '220',
      '221',
      '227',
      '241',
      '652',
      '1112',
      '1115',
    ])
      expect(types).toContain(t);
    const perCompetitor = await database.rows<{
      c: number;
      kinds: number;
    }>(sql`select competitor_id as c, count(distinct case
      when part_type_id in (115, 1115, 1112) then 'hub' when part_type_id = 23 then 'drum' when part_type_id = 5 then 'stud'
      when own_part_number in (select brake_rotor_number from brake_rotors) then 'rotor' else 'kit' end)::int as kinds
      from interchanges where competitor_id <> 1 group by 1 order by 1`);
    expect(perCompetitor.length).toBeGreaterThanOrEqual(5);
    for (const row of perCompetitor) expect(row.kinds, `competitor ${row.c}`).toBe(5);
  });
});
