import { sql, type SQL } from 'drizzle-orm';
import { normalizePartNumber } from '@wheelend/domain';
import type { PartImage } from '@wheelend/domain/contract';
import type { Database } from '../db/client.js';
import { imageUrl } from '../http/images.js';
import { select, type Row } from './numbers.js';
import { normalizedNumber } from '../db/schema/catalog.js';

const inList = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The drawings of each part number, main image (type 1) first; `main` adds a part's own image guid. */
export async function imagesOf(
  database: Database,
  parts: { number: string; main: string | null }[],
): Promise<Map<string, PartImage[]>> {
  const out = new Map<string, PartImage[]>(parts.map((p) => [p.number, []]));
  if (parts.length === 0) return out;
  const rows = await database.rows<{ guid: string; part_number: string; image_type_id: number }>(sql`
    select guid, part_number, image_type_id from images
    where part_number in (${inList(parts.map((p) => p.number))}) order by image_type_id, guid`);
  for (const r of rows)
    out.get(r.part_number)?.push({ ImageUrl: imageUrl(r.guid)!, ImageGuid: r.guid, ImageTypeId: r.image_type_id });
  for (const p of parts) {
    const list = out.get(p.number)!;
    if (p.main && !list.some((i) => i.ImageGuid === p.main))
      list.unshift({ ImageUrl: imageUrl(p.main)!, ImageGuid: p.main, ImageTypeId: 1 });
  }
  return out;
}

/** One interchange by id, with its competitor's name. */
export async function interchangeOf(database: Database, id: number): Promise<Row | undefined> {
  const [row] = await database.rows<Row>(sql`${select} where i.id = ${id}`);
  return row;
}

/** Items by id: their ids as an `in (…)` list, or the subquery of them (Filters.matching). */
export const idsIn = (ids: number[] | SQL) => (Array.isArray(ids) ? inList(ids) : ids);

/** Whether `ids` is known to name no item (a subquery is read to tell). */
export const noIds = (ids: number[] | SQL) => Array.isArray(ids) && ids.length === 0;

export { inList };

/** The rows of a part table (brake_drums, brake_rotors) by a condition, by ids, or by an id or a
 * number in any formatting. */
export function partRows<R extends { id: number }>(table: string, numberColumn: string) {
  const column = sql.raw(numberColumn);
  const rows = (database: Database, where: SQL) =>
    database.rows<R>(sql`select * from ${sql.raw(table)} where ${where} order by ${column}, id`);
  return {
    rows,
    byIds: async (database: Database, ids: number[] | SQL) =>
      noIds(ids) ? [] : rows(database, sql`id in (${idsIn(ids)})`),
    byKey: async (database: Database, key: string): Promise<R | undefined> => {
      const found = /^\d{1,9}$/.test(key)
        ? await rows(database, sql`id = ${Number(key)} or ${column} = ${key}`)
        : await rows(database, sql`${normalizedNumber(column)} = ${normalizePartNumber(key)}`);
      return found.find((r) => String(r.id) === key) ?? found[0];
    },
  };
}

/** The interchange with this id when it is of the part type, with its competitor's name. */
export async function interchangeOfType(database: Database, id: number, partType: number) {
  const via = await interchangeOf(database, id);
  return via?.part_type_id === partType ? via : undefined;
}
