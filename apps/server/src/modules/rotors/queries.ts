import { sql, type SQL } from 'drizzle-orm';
import { ROTOR_PART_TYPE, componentsText, normalizePartNumber } from '@wheelend/domain';
import type { RotorDetail, RotorSummary } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import type { SqlRow } from '../../db/rows.js';
import { normalizedNumber, type brakeRotors, type rotorComponents } from '../../db/schema/catalog.js';
import { lookup, type Row } from '../../finders/numbers.js';
import { imagesOf, inList, interchangeOfType, partRows } from '../../finders/parts.js';

type RotorRow = SqlRow<typeof brakeRotors>;

const num = (v: string | null) => (v == null ? null : Number(v));

/** Rotor and rotor-kit numbers (competitors' and our own) for what is typed, with our equivalent. */
export async function rotorSuggestions(database: Database, text: string) {
  const rows = await lookup(database, text, { partType: ROTOR_PART_TYPE });
  return rows.map((r) => ({
    CompetitorBrakeRotorId: r.id,
    CompetitorId: r.competitor_id,
    Competitor: r.competitor ?? '',
    CompetitorBrakeRotorNumber: r.number,
    BrakeRotorNumber: r.number,
    AftermarketBrakeRotorNumber: r.own,
  }));
}

const rotors = partRows<RotorRow>('brake_rotors', 'brake_rotor_number');

async function summariesOf(database: Database, rows: RotorRow[], via?: Row): Promise<RotorSummary[]> {
  if (rows.length === 0) return [];
  const components = await database.rows<
    SqlRow<typeof rotorComponents>
  >(sql`select * from rotor_components where rotor_id in (${inList(rows.map((r) => r.id))})
         order by rotor_id, quantity, part_number`);
  const images = await imagesOf(
    database,
    rows.map((r) => ({ number: r.brake_rotor_number, main: r.image_guid })),
  );
  return rows.map((r) => {
    const kit = components
      .filter((c) => c.rotor_id === r.id)
      .map((c) => ({ PartNumber: c.part_number, Description: c.description, Quantity: c.quantity }));
    return {
      Id: r.id,
      BrakeRotorNumber: r.brake_rotor_number,
      BrakeRotorType: r.brake_rotor_type,
      BrakeRotorKitNumber: r.brake_rotor_kit_number,
      BrakeRotorComponents: componentsText(kit),
      Components: kit,
      Status: r.status,
      Discontinued: r.discontinued,
      CastingNumber: r.casting_number,
      Images: images.get(r.brake_rotor_number) ?? [],
      CompetitorBrakeRotorId: via?.id ?? null,
      Competitor: via ? (via.competitor ?? '') : null,
    };
  });
}

/** Result cards of rotors by id (the filter finder's result list). */
export const rotorSummaries = async (database: Database, ids: number[] | SQL) =>
  summariesOf(database, await rotors.byIds(database, ids));

/** The rotors a competitor rotor or rotor-kit number (an interchange id) leads to: its own number
 * names a rotor or a rotor kit. */
export async function rotorsOfInterchange(database: Database, id: number) {
  const via = await interchangeOfType(database, id, ROTOR_PART_TYPE);
  if (!via) return [];
  const where = sql`brake_rotor_number = ${via.own} or brake_rotor_kit_number = ${via.own}`;
  return summariesOf(database, await rotors.rows(database, where), via);
}

/** The rotors made from a casting, the casting number in any formatting. */
export async function rotorsOfCasting(database: Database, casting: string) {
  const norm = normalizePartNumber(casting);
  if (!norm) return [];
  return summariesOf(database, await rotors.rows(database, sql`${normalizedNumber(sql`casting_number`)} = ${norm}`));
}

/** A rotor's details by id or by its number in any formatting. */
export async function rotorDetails(database: Database, key: string): Promise<RotorDetail[]> {
  const r = await rotors.byKey(database, key);
  if (!r) return [];
  const [summary] = await summariesOf(database, [r]);
  return [
    {
      ...summary,
      OverallLength: num(r.overall_length),
      BrakeSurfaceOutsideDiameter: num(r.brake_surface_outside_diameter),
      Thickness: num(r.thickness),
      PilotDiameter: num(r.pilot_diameter),
      BoltCircle: num(r.bolt_circle),
      BoltSize: r.bolt_size,
      BoltHoleNumber: r.bolt_hole_number,
    },
  ];
}
