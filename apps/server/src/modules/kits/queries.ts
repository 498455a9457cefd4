import { sql } from 'drizzle-orm';
import { normalizePartNumber, PART_TYPE, type KitKind, type Language } from '@wheelend/domain';
import type { Kit, HubPartsList } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import type { SqlRow } from '../../db/rows.js';
import {
  normalizedNumber,
  type hubAssemblies,
  type hubParts,
  type kitAxles,
  type kits,
  type rebuildKits,
} from '../../db/schema/catalog.js';
import { imageUrl } from '../../http/images.js';
import { imagesOf, inList } from '../../finders/parts.js';
import { descriptionIn } from '../../catalog/descriptions.js';

/** A kit with its rebuild kit's sets, when it is one (a left join). */
type KitRow = SqlRow<typeof kits> & {
  [K in 'bearing_set_number_inboard' | 'bearing_set_number_outboard' | 'seal_and_spacer_kit_number']:
    SqlRow<typeof rebuildKits>[K] | null;
};

type HubRow = Pick<
  SqlRow<typeof hubAssemblies>,
  | 'id'
  | 'hub_assembly_number'
  | 'aftermarket_description'
  | 'aftermarket_description_es'
  | 'aftermarket_description_fr_ca'
>;
const HUB_COLUMNS = sql.raw(
  'hub_assembly_number, aftermarket_description, aftermarket_description_es, aftermarket_description_fr_ca',
);

/** A hub's aftermarket description in the reader's language. */
const hubDescription = (h: Omit<HubRow, 'id'>, lang: Language) =>
  descriptionIn(
    {
      description: h.aftermarket_description,
      description_es: h.aftermarket_description_es,
      description_fr_ca: h.aftermarket_description_fr_ca,
    },
    lang,
  );

const num = (v: string | number | null) => (v == null ? null : Number(v));

/** The kit of that kind with that number (in any formatting), with its images, axle choices and the
 * hubs it fits; `axleIds` keeps a bearing set only when it fits one of those axles, and its axles
 * and hubs to those axles. */
export async function kitOf(
  database: Database,
  kind: KitKind,
  number: string,
  axleIds?: number[],
  lang: Language = 'en',
): Promise<Kit[]> {
  const norm = normalizePartNumber(number);
  if (!norm) return [];
  const [k] = await database.rows<KitRow>(sql`
    select k.*, r.bearing_set_number_inboard, r.bearing_set_number_outboard, r.seal_and_spacer_kit_number
    from kits k left join rebuild_kits r on r.kit_number = k.part_number
    where k.kind = ${kind} and ${normalizedNumber(sql`k.part_number`)} = ${norm}
    limit 1`);
  if (!k) return [];
  const onAxles = axleIds?.length ? sql`and axle_id in (${inList(axleIds)})` : sql``;
  const axles = await database.rows<Pick<SqlRow<typeof kitAxles>, 'axle_id' | 'axle_name'>>(sql`
    select axle_id, axle_name from kit_axles where part_number = ${k.part_number} ${onAxles} order by axle_id`);
  if (axleIds?.length && axles.length === 0) return [];
  const hubsOnAxles = axleIds?.length
    ? sql`and h.id in (select item_id from item_filters
        where finder = 'hub' and code = 'aaxna' and value_id in (${inList(axleIds)}))`
    : sql``;
  const hubs = await database.rows<Omit<HubRow, 'id'>>(sql`
    select distinct h.hub_assembly_number, h.aftermarket_description, h.aftermarket_description_es,
      h.aftermarket_description_fr_ca
    from hub_parts p join hub_assemblies h on h.id = p.hub_id
    where p.part_number = ${k.part_number} ${hubsOnAxles}
    order by h.hub_assembly_number`);
  const images = await imagesOf(database, [{ number: k.part_number, main: k.image_guid }]);
  const inner = num(k.inner_diameter_inch);
  const outer = num(k.outer_diameter_inch);
  return [
    {
      PartNumber: k.part_number,
      PartTypeId: k.part_type_id,
      Description: descriptionIn(k, lang),
      Type: k.type,
      ProductType: k.product_type,
      Axle: k.axle,
      AxlePostion: k.axle_position,
      ImageURL: imageUrl(k.image_guid),
      Images: images.get(k.part_number) ?? [],
      ABSServiceKitNumber: k.abs_service_kit_number,
      ABSToneRingNumber: k.abs_tone_ring_number,
      WhatKitContains: k.what_kit_contains,
      ABSType: k.abs_type,
      ScrewNumber: k.screw_number,
      ABSToneRingKitNumber: k.abs_tone_ring_kit_number,
      InnerDiameterInch: inner,
      InnerDiameterInches: inner,
      OuterDiameterInch: outer,
      OuterDiameterInches: outer,
      ThicknessInch: num(k.thickness_inch),
      Width: num(k.width),
      SixPointSocketSize: num(k.six_point_socket_size),
      TorqueSpec: k.torque_spec,
      Note: k.note,
      BearingType: k.bearing_type,
      ReferenceSetNo: k.reference_set_no,
      BoreDiameterInch: num(k.bore_diameter_inch),
      SealAndSpacerKit: k.seal_and_spacer_kit,
      KitType: k.kit_type,
      PreSetPreSetPlusRebuildKitNumber: k.rebuild_kit_number,
      BearingSetNumberInboard: k.bearing_set_number_inboard,
      BearingSetNumberOutboard: k.bearing_set_number_outboard,
      SealAndSpacerKitNumber: k.seal_and_spacer_kit_number,
      Axles: axles.map((a) => ({ Id: a.axle_id, Name: a.axle_name })),
      HubAssemblies: hubs.map((h) => ({
        HubAssemblyNumber: h.hub_assembly_number,
        Description: hubDescription(h, lang),
      })),
    },
  ];
}

/** The parts list of the hub with that id or that assembly number (in any formatting), or of the one
 * hub a competitor's hub number leads to (the parts search suggests those numbers too). */
export async function partsOfHub(database: Database, id: string, lang: Language = 'en'): Promise<HubPartsList[]> {
  const norm = normalizePartNumber(id);
  const byId = /^\d{1,9}$/.test(norm) ? sql`or id = ${Number(norm)}` : sql``;
  const [own] = await database.rows<HubRow>(sql`
    select id, ${HUB_COLUMNS} from hub_assemblies
    where ${normalizedNumber(sql`hub_assembly_number`)} = ${norm} ${byId}
    order by (${normalizedNumber(sql`hub_assembly_number`)} = ${norm}) desc limit 1`);
  const via = own
    ? []
    : await database.rows<HubRow>(sql`
    select id, ${HUB_COLUMNS} from hub_assemblies
    where hub_assembly_number in (select own_part_number from interchanges
      where norm = ${norm} and part_type_id = ${PART_TYPE.hubAssembly})
    order by id limit 2`);
  const h = own ?? (via.length === 1 ? via[0] : undefined);
  if (!h) return [];
  const parts = await database.rows<
    Pick<
      SqlRow<typeof hubParts>,
      'part_number' | 'description' | 'description_es' | 'description_fr_ca' | 'type_id' | 'usage_id' | 'ranking'
    >
  >(sql`
    select part_number, description, description_es, description_fr_ca, type_id, usage_id, ranking from hub_parts
    where hub_id = ${h.id} order by ranking, type_id, part_number`);
  return [
    {
      hubId: h.id,
      HubAssemblyNumber: h.hub_assembly_number,
      HubAssemblyDescription: hubDescription(h, lang),
      AftermarketParts: parts.map((p) => ({
        PartNumber: p.part_number,
        Description: descriptionIn(p, lang),
        TypeId: p.type_id,
        UsageId: p.usage_id,
        Ranking: p.ranking,
      })),
    },
  ];
}
