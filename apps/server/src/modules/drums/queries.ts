import { sql, type SQL } from 'drizzle-orm';
import { DRUM_PART_TYPE, noteSentences, normalizePartNumber } from '@wheelend/domain';
import type { DrumDetail, DrumSummary } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import type { SqlRow } from '../../db/rows.js';
import { normalizedNumber, type brakeDrums, type drumInterchanges, type drumNotes } from '../../db/schema/catalog.js';
import { lookup, type Row } from '../../finders/numbers.js';
import { imagesOf, inList, interchangeOfType, partRows } from '../../finders/parts.js';

type DrumRow = SqlRow<typeof brakeDrums>;

const num = (v: string | number | null) => (v == null ? null : Number(v));

/** Drum numbers (competitors' and our own) for what is typed, with our equivalent. */
export async function drumSuggestions(database: Database, text: string) {
  const rows = await lookup(database, text, { partType: DRUM_PART_TYPE });
  return rows.map((r) => ({
    CompetitorDrumNumberId: r.id,
    CompetitorId: r.competitor_id,
    Competitor: r.competitor ?? '',
    CompetitorDrumNumber: r.number,
    BrakeDrumNumber: r.number,
    AftermarketBrakeDrumNumber: r.own,
  }));
}

const drums = partRows<DrumRow>('brake_drums', 'brake_drum_number');

async function summariesOf(database: Database, rows: DrumRow[], via?: Row): Promise<DrumSummary[]> {
  if (rows.length === 0) return [];
  const notes = await database.rows<Pick<SqlRow<typeof drumNotes>, 'drum_id' | 'text'>>(sql`
    select drum_id, text from drum_notes where drum_id in (${inList(rows.map((r) => r.id))}) order by drum_id, sort`);
  const images = await imagesOf(
    database,
    rows.map((r) => ({ number: r.brake_drum_number, main: r.image_guid })),
  );
  return rows.map((r) => ({
    Id: r.id,
    BrakeDrumNumber: r.brake_drum_number,
    BrakeType: r.brake_type,
    BrakeDrumType: r.brake_drum_type,
    Status: r.status,
    Notes: noteSentences(notes.filter((n) => n.drum_id === r.id).map((n) => n.text)),
    WeightPound: num(r.weight_pound),
    IsBsnCompatible: r.is_bsn_compatible,
    Images: images.get(r.brake_drum_number) ?? [],
    CompetitorDrumNumberId: via?.id ?? null,
    Competitor: via ? (via.competitor ?? '') : null,
  }));
}

/** Result cards of drums by id (the filter finder's result list). */
export const drumSummaries = async (database: Database, ids: number[] | SQL) =>
  summariesOf(database, await drums.byIds(database, ids));

/** The drums a competitor drum number (an interchange id) leads to. */
export async function drumsOfInterchange(database: Database, id: number) {
  const via = await interchangeOfType(database, id, DRUM_PART_TYPE);
  return via ? summariesOf(database, await drums.rows(database, sql`brake_drum_number = ${via.own}`), via) : [];
}

/** A drum's details by id or by its number in any formatting; a competitor's drum number (as the
 * details' interchanges list it) gives the details of our drum it interchanges with. */
export async function drumDetails(database: Database, key: string): Promise<DrumDetail[]> {
  const r = (await drums.byKey(database, key)) ?? (await drumOfCompetitorNumber(database, key));
  if (!r) return [];
  const [summary] = await summariesOf(database, [r]);
  const interchanges = await database.rows<SqlRow<typeof drumInterchanges>>(
    sql`select * from drum_interchanges where drum_id = ${r.id} order by is_best_match desc, brake_drum_number`,
  );
  return [
    {
      ...summary,
      BrakeSizeDiameterInch: num(r.brake_size_diameter_inch),
      BrakeSizeWidthInch: num(r.brake_size_width_inch),
      PilotDiameterInch: num(r.pilot_diameter_inch),
      DepthInch: num(r.depth_inch),
      DrumSurfaceWidthInch: num(r.drum_surface_width_inch),
      ThicknessInch: num(r.thickness_inch),
      BoltCircleDiameterInch: num(r.bolt_circle_diameter_inch),
      BoltHoleDiameterInch: num(r.bolt_hole_diameter_inch),
      WheelStudHoleCount: r.wheel_stud_hole_count,
      Interchanges: interchanges.map((i) => ({
        BrakeDrumNumber: i.brake_drum_number,
        Type: i.type,
        IsBsnCompatible: i.is_bsn_compatible,
        WeightPound: num(i.weight_pound),
        IsBestMatch: i.is_best_match,
      })),
    },
  ];
}

/** Our drum a competitor's drum number leads to: the interchange of that number, else the drum whose
 * interchanges list it. */
async function drumOfCompetitorNumber(database: Database, key: string): Promise<DrumRow | undefined> {
  const norm = normalizePartNumber(key);
  if (!norm) return undefined;
  const [via] = await database.rows<{ own: string }>(sql`
    select own_part_number as own from interchanges where norm = ${norm} and part_type_id = ${DRUM_PART_TYPE}
    order by id limit 1`);
  if (via) return drums.byKey(database, via.own);
  const [listed] = await database.rows<Pick<SqlRow<typeof drumInterchanges>, 'drum_id'>>(sql`
    select drum_id from drum_interchanges where ${normalizedNumber(sql`brake_drum_number`)} = ${norm}
    order by is_best_match desc, drum_id limit 1`);
  return listed ? (await drums.byIds(database, [listed.drum_id]))[0] : undefined;
}
