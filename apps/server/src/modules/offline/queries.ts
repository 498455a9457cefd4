import { sql } from 'drizzle-orm';
import { PART_TYPE } from '@wheelend/domain';
import { SAVED_FORMAT, type SavedCatalogData, type SavedSpecLabel, type SavedSummary } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';

type Spec = [SavedSpecLabel, string];

/** Label/value pairs with the empty values left out; inch figures as the bare number. */
function specs(pairs: [SavedSpecLabel, string | number | null][]): Spec[] {
  const out: Spec[] = [];
  for (const [label, value] of pairs) if (value != null && value !== '') out.push([label, String(value)]);
  return out;
}
const inch = (v: string | null) => (v == null ? null : `${Number(v)}`);

/** The summaries of the provider's parts, keyed by number: hubs, drums, rotors, studs and kits. */
async function summaries(database: Database): Promise<Map<string, SavedSummary>> {
  const out = new Map<string, SavedSummary>();
  const add = (s: SavedSummary) => out.set(s.Number, s);
  const hubs = await database.rows<{
    n: string;
    t: number;
    title: string;
    material: string | null;
    position: string | null;
    axle: string | null;
    type: string | null;
    brake: string | null;
    mounting: string | null;
  }>(sql`select hub_assembly_number as n, part_type_id as t, title, material, axle_position as position,
      axle, hub_assembly_type as type, brake_type as brake, hub_mounting_system as mounting from hub_assemblies`);
  for (const r of hubs)
    add({
      Number: r.n,
      PartTypeId: r.t,
      Title: r.title,
      Specs: specs([
        ['hubType', r.type],
        ['axlePosition', r.position],
        ['axle', r.axle],
        ['material', r.material],
        ['brakeType', r.brake],
        ['mounting', r.mounting],
      ]),
    });
  const drums = await database.rows<{
    n: string;
    brake: string;
    type: string;
    dia: string | null;
    width: string | null;
    pilot: string | null;
    holes: number | null;
  }>(sql`select brake_drum_number as n, brake_type as brake, brake_drum_type as type,
      brake_size_diameter_inch as dia, brake_size_width_inch as width, pilot_diameter_inch as pilot,
      wheel_stud_hole_count as holes from brake_drums`);
  for (const r of drums)
    add({
      Number: r.n,
      PartTypeId: PART_TYPE.brakeDrum,
      Title: r.type,
      Of: 'drum',
      Specs: specs([
        ['brakeType', r.brake],
        ['brakeSize', r.dia && r.width ? `${Number(r.dia)} × ${Number(r.width)}` : null],
        ['pilot', inch(r.pilot)],
        ['studHoles', r.holes],
      ]),
    });
  const rotors = await database.rows<{
    n: string;
    kit: string | null;
    type: string;
    od: string | null;
    thickness: string | null;
    pilot: string | null;
    holes: number | null;
  }>(sql`select brake_rotor_number as n, brake_rotor_kit_number as kit, brake_rotor_type as type,
      brake_surface_outside_diameter as od, thickness, pilot_diameter as pilot, bolt_hole_number as holes
      from brake_rotors`);
  for (const r of rotors) {
    const rotor = {
      PartTypeId: PART_TYPE.replacementRotorKit,
      Title: r.type,
      Of: 'rotor' as const,
      Specs: specs([
        ['rotorNumber', r.n],
        ['outsideDiameter', inch(r.od)],
        ['thickness', inch(r.thickness)],
        ['pilot', inch(r.pilot)],
        ['boltHoles', r.holes],
      ]),
    };
    add({ Number: r.n, ...rotor });
    if (r.kit) add({ Number: r.kit, ...rotor });
  }
  const studs = await database.rows<{ n: string; kind: number; chart: string; diameter: string; thread: string }>(
    sql`select stud_number as n, kind, chart_description as chart, diameter, thread_orientation as thread from studs`,
  );
  for (const r of studs)
    add({
      Number: r.n,
      PartTypeId: r.kind,
      Title: r.chart,
      Specs: specs([
        ['diameter', r.diameter],
        ['thread', r.thread],
      ]),
    });
  const kits = await database.rows<{
    n: string;
    t: number;
    description: string;
    es: string | null;
    fr: string | null;
    type: string | null;
    position: string | null;
    contains: string | null;
  }>(sql`select part_number as n, part_type_id as t, description, description_es as es,
      description_fr_ca as fr, type, axle_position as position,
      what_kit_contains as contains from kits`);
  for (const r of kits)
    add({
      Number: r.n,
      PartTypeId: r.t,
      Title: r.description,
      // Left out of the JSON when undefined.
      Titles: r.es || r.fr ? { es: r.es || undefined, 'fr-CA': r.fr || undefined } : undefined,
      Specs: specs([
        ['type', r.type],
        ['axlePosition', r.position],
        ['contains', r.contains],
      ]),
    });
  return out;
}

/** The saved catalog of one catalog version: every interchange in columns, sorted by normalized
 * number, with the summaries of the own numbers they lead to. */
export async function savedCatalog(database: Database, version: number): Promise<SavedCatalogData> {
  const competitors = await database.rows<{ id: number; name: string }>(
    sql`select id, name from competitors order by id`,
  );
  const competitorIndex = new Map(competitors.map((c, i) => [c.id, i]));
  const types = await database.rows<{ id: number; name: string }>(sql`select id, name from part_types order by id`);
  const rows = await database.rows<{ n: string; c: number; t: number; o: string }>(
    sql`select competitor_part_number as n, competitor_id as c, part_type_id as t, own_part_number as o
      from interchanges order by norm collate "C", id`,
  );
  const known = await summaries(database);
  const owns = [...new Set(rows.map((r) => r.o))].sort();
  const ownIndex = new Map(owns.map((o, i) => [o, i]));
  const data: SavedCatalogData = {
    Version: version,
    Format: SAVED_FORMAT,
    Competitors: competitors.map((c) => c.name),
    PartTypes: types.map((t) => ({ Id: t.id, Name: t.name })),
    Owns: owns,
    Numbers: new Array<string>(rows.length),
    Competitor: new Array<number>(rows.length),
    PartType: new Array<number>(rows.length),
    Own: new Array<number>(rows.length),
    Summaries: [],
  };
  rows.forEach((r, i) => {
    data.Numbers[i] = r.n;
    data.Competitor[i] = competitorIndex.get(r.c) ?? -1;
    data.PartType[i] = r.t;
    data.Own[i] = ownIndex.get(r.o)!;
  });
  for (const o of owns) {
    const s = known.get(o);
    if (s) data.Summaries.push(s);
  }
  return data;
}
