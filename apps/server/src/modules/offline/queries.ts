import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
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

/** Where the saved catalog's JSON goes, a piece at a time (resolves when it may take more). */
export type Sink = { write(text: string): Promise<void> };

/** Interchanges read at a time. */
const CHUNK = 10_000;

type Row = { id: number; norm: string; n: string; c: number; t: number; o: string };

/** Every interchange in normalized-number order (bytewise, as `collate "C"`), then id, `CHUNK` rows at a
 * time along the norm index: a chunk is all the build holds of them. */
async function* interchangesInOrder(database: Database): AsyncGenerator<Row[]> {
  const columns = sql`select id, norm, competitor_part_number as n, competitor_id as c, part_type_id as t,
    own_part_number as o from interchanges`;
  let last: Row | undefined;
  for (;;) {
    let chunk: Row[];
    if (!last) chunk = await database.rows<Row>(sql`${columns} order by norm using ~<~, id limit ${CHUNK}`);
    else {
      chunk = await database.rows<Row>(
        sql`${columns} where norm = ${last.norm} and id > ${last.id} order by id limit ${CHUNK}`,
      );
      if (chunk.length < CHUNK)
        chunk.push(
          ...(await database.rows<Row>(sql`${columns} where norm ~>~ ${last.norm}
            order by norm using ~<~, id limit ${CHUNK - chunk.length}`)),
        );
    }
    if (chunk.length === 0) return;
    yield chunk;
    last = chunk[chunk.length - 1];
  }
}

/** A file written a piece at a time, read back into a sink once closed and removed. */
function spillFile(path: string) {
  const stream = createWriteStream(path);
  return {
    async write(text: string) {
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      await finished(stream);
    },
    /** Writes the file into `out`, then removes it. */
    async into(out: Sink) {
      for await (const piece of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 16 }))
        await out.write(piece as string);
      await rm(path);
    },
  };
}

/**
 * Writes the saved catalog of one catalog version to `out` as the JSON of `{ Status, Results: [data] }`:
 * every interchange in columns, sorted by normalized number, with the summaries of the own numbers they
 * lead to. The interchanges are read in chunks, once: the numbers go to `out` as they come, the three
 * columns after them to files in `dir` first. What the build holds grows with the provider's own parts
 * (the own numbers and their summaries), never with the interchanges. Returns the count of numbers.
 */
export async function writeSavedCatalog(database: Database, version: number, out: Sink, dir: string) {
  const competitors = await database.rows<{ id: number; name: string }>(
    sql`select id, name from competitors order by id`,
  );
  const competitorIndex = new Map(competitors.map((c, i) => [c.id, i]));
  const types = await database.rows<{ id: number; name: string }>(sql`select id, name from part_types order by id`);
  const owns = (await database.rows<{ o: string }>(sql`select distinct own_part_number as o from interchanges`))
    .map((r) => r.o)
    .sort();
  const ownIndex = new Map(owns.map((o, i) => [o, i]));
  const head: Omit<SavedCatalogData, 'Numbers' | 'Competitor' | 'PartType' | 'Own' | 'Summaries'> = {
    Version: version,
    Format: SAVED_FORMAT,
    Competitors: competitors.map((c) => c.name),
    PartTypes: types.map((t) => ({ Id: t.id, Name: t.name })),
    Owns: owns,
  };
  await out.write(`{"Status":"OK","Results":[${JSON.stringify(head).slice(0, -1)},"Numbers":[`);
  const columns = ['Competitor', 'PartType', 'Own'] as const;
  const spills = columns.map((c) => spillFile(join(dir, c)));
  let count = 0;
  for await (const rows of interchangesInOrder(database)) {
    const comma = count === 0 ? '' : ',';
    await out.write(comma + rows.map((r) => JSON.stringify(r.n)).join(','));
    await spills[0].write(comma + rows.map((r) => competitorIndex.get(r.c) ?? -1).join(','));
    await spills[1].write(comma + rows.map((r) => r.t).join(','));
    await spills[2].write(comma + rows.map((r) => ownIndex.get(r.o)!).join(','));
    count += rows.length;
  }
  for (const [i, column] of columns.entries()) {
    await spills[i].close();
    await out.write(`],"${column}":[`);
    await spills[i].into(out);
  }
  const known = await summaries(database);
  const listed: string[] = [];
  for (const o of owns) {
    const s = known.get(o);
    if (s) listed.push(JSON.stringify(s));
  }
  await out.write(`],"Summaries":[${listed.join(',')}]}]}`);
  return count;
}
