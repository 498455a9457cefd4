import { sql, type SQL } from 'drizzle-orm';
import type { StudSummary } from '@wheelend/domain/contract';
import { normalizePartNumber, STUD_PART_TYPES } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import type { SqlRow } from '../../db/rows.js';
import { normalizedNumber, type studs } from '../../db/schema/catalog.js';
import { idsIn, imagesOf, inList, noIds } from '../../finders/parts.js';
import { ownNumbersOf } from '../../finders/numbers.js';
import { catalogStore } from '../../catalog/store.js';

type StudRow = SqlRow<typeof studs>;

const num = (v: string | number | null) => (v == null ? null : Number(v));

/** Studs by id, in number order, as /stud/filtervalues/sdnum?inclv=1 answers them. */
export async function studSummaries(database: Database, ids: number[] | SQL): Promise<StudSummary[]> {
  if (noIds(ids)) return [];
  const rows = await database.rows<StudRow>(
    sql`select * from studs where id in (${idsIn(ids)}) order by stud_number, id`,
  );
  const images = await imagesOf(
    database,
    rows.map((r) => ({ number: r.stud_number, main: r.image_guid })),
  );
  return rows.map((r) => ({
    Id: r.id,
    StudNumber: r.stud_number,
    StudKind: r.kind,
    ChartDescription: r.chart_description,
    StyleDescription: r.style_description,
    Diameter: r.diameter,
    ThreadOrientation: r.thread_orientation,
    DimensionA: num(r.dimension_a),
    DimensionB: num(r.dimension_b),
    DimensionC: num(r.dimension_c),
    DimensionD: num(r.dimension_d),
    BaseStylesId: r.base_styles_id,
    Images: images.get(r.stud_number) ?? [],
  }));
}

type StudNumbers = { byNorm: Map<string, number[]>; byNumber: Map<string, number[]> };
/** The studs by their number, as written and normalized, per catalog version (a catalog has a few
 * hundred at most). */
const studNumbers = new WeakMap<Database, ReturnType<typeof catalogStore<StudNumbers>>>();
function studsByNumber(database: Database) {
  let store = studNumbers.get(database);
  if (!store)
    studNumbers.set(
      database,
      (store = catalogStore(database, async () => {
        const rows = await database.rows<{ id: number; number: string }>(
          sql`select id, stud_number as number from studs order by id`,
        );
        const add = (map: Map<string, number[]>, key: string, id: number) =>
          map.set(key, [...(map.get(key) ?? []), id]);
        const byNorm = new Map<string, number[]>();
        const byNumber = new Map<string, number[]>();
        for (const r of rows) {
          add(byNorm, normalizePartNumber(r.number), r.id);
          add(byNumber, r.number, r.id);
        }
        return { byNorm, byNumber };
      })),
    );
  return store;
}

/** The studs a part number names: a stud's own number, or a competitor's stud number that leads to
 * one, in any formatting. On the embedded database both come from memory (the number index and the
 * studs by number), so a lookup makes no query. */
export async function studsOfNumber(database: Database, text: string): Promise<number[]> {
  const norm = normalizePartNumber(text);
  if (!norm) return [];
  const owns = await ownNumbersOf(database, norm, STUD_PART_TYPES);
  if (owns !== undefined) {
    const { byNorm, byNumber } = (await studsByNumber(database).get()).value;
    const ids = new Set(byNorm.get(norm));
    for (const own of owns) for (const id of byNumber.get(own) ?? []) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  }
  const rows = await database.rows<{ id: number }>(studIdsOfNumber(text));
  return rows.map((r) => r.id);
}

/** studsOfNumber's studs in SQL (PostgreSQL), as a subquery of the answer's one statement. */
export function studIdsOfNumber(text: string): SQL {
  const norm = normalizePartNumber(text);
  if (!norm) return sql`select null::integer as id where false`;
  return sql`select s.id from studs s where ${normalizedNumber(sql`s.stud_number`)} = ${norm}
    union
    select s.id from interchanges i join studs s on s.stud_number = i.own_part_number
    where i.norm = ${norm} and i.part_type_id in (${inList([...STUD_PART_TYPES])})`;
}
