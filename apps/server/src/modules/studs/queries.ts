import { sql } from 'drizzle-orm';
import type { StudSummary } from '@wheelend/domain/contract/stud';
import type { Database } from '../../db/client.js';
import { imagesOf, inList } from '../../finders/parts.js';

type StudRow = {
  id: number;
  stud_number: string;
  kind: number;
  chart_description: string;
  style_description: string;
  diameter: string;
  thread_orientation: string;
  dimension_a: string | null;
  dimension_b: string | null;
  dimension_c: string | null;
  dimension_d: string | null;
  base_styles_id: number;
  image_guid: string | null;
};

const num = (v: string | number | null) => (v == null ? null : Number(v));

/** Studs by id, in number order, as /stud/filtervalues/sdnum?inclv=1 answers them. */
export async function studSummaries(database: Database, ids: number[]): Promise<StudSummary[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<StudRow>(
    sql`select * from studs where id in (${inList(ids)}) order by stud_number, id`,
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
