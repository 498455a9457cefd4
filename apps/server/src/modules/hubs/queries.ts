import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { hubValueNames, normalizePartNumber, PART_TYPE, differentProperties, type Language } from '@wheelend/domain';
import type { HubDetail, HubFilterSet, HubParts, HubSummary, PartImage } from '@wheelend/domain/contract';
import type { Database } from '../../db/client.js';
import { imageUrl } from '../../http/images.js';
import { descriptionIn } from '../../catalog/descriptions.js';
import { inList } from '../../finders/parts.js';
import type { SqlRow } from '../../db/rows.js';
import { hubAssemblies, hubParts, images, itemFilters, normalizedNumber, rebuildKits } from '../../db/schema/index.js';

const FINDER = 'hub';

export { imageUrl };

type HubRow = typeof hubAssemblies.$inferSelect;

/** Hub summaries (the result cards) of the hubs `ids` (or of the ids a subquery gives), by hub number,
 * the descriptions in `lang`. */
export async function summaries(database: Database, ids: number[] | SQL, lang: Language = 'en'): Promise<HubSummary[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  return summariesOf(database, ids, lang);
}

/** The summary of every hub of the catalog, by hub number. */
export const allSummaries = (database: Database, lang: Language = 'en') => summariesOf(database, undefined, lang);

/** The hubs whose aftermarket description the catalog gives in another language, with those texts. */
export async function translatedDescriptions(database: Database) {
  return database.rows<{ id: number; es: string | null; fr: string | null }>(sql`
    select id, aftermarket_description_es as es, aftermarket_description_fr_ca as fr from hub_assemblies
    where coalesce(aftermarket_description_es, aftermarket_description_fr_ca, '') <> ''`);
}

/** The columns of a hub that its summary shows. */
export const cardColumns = {
  id: hubAssemblies.id,
  hubAssemblyNumber: hubAssemblies.hubAssemblyNumber,
  title: hubAssemblies.title,
  aftermarketDescription: hubAssemblies.aftermarketDescription,
  aftermarketDescriptionEs: hubAssemblies.aftermarketDescriptionEs,
  aftermarketDescriptionFrCa: hubAssemblies.aftermarketDescriptionFrCa,
  description: hubAssemblies.description,
  partTypeId: hubAssemblies.partTypeId,
  status: hubAssemblies.status,
  isAftermarket: hubAssemblies.isAftermarket,
  imageGuid: hubAssemblies.imageGuid,
  gawrNoteText: hubAssemblies.gawrNoteText,
  gawrNoteLinks: hubAssemblies.gawrNoteLinks,
  material: hubAssemblies.material,
  axlePosition: hubAssemblies.axlePosition,
  axle: hubAssemblies.axle,
  hubAssemblyType: hubAssemblies.hubAssemblyType,
  brakeType: hubAssemblies.brakeType,
};
type CardRow = Pick<HubRow, keyof typeof cardColumns>;

/** The summary codes, in the order of a card row's `filters`. */
export const SUMMARY_CODES = ['hatyp', 'hcmty', 'wmslc', 'aaxna'] as const;

/**
 * The summaries in one statement: each hub's row with its images and its lowest value of each summary
 * code, read by index per hub (the hubs' ids as one array). Three queries before, of which the item
 * filters of hundreds of ids were read by a scan of the whole table.
 */
async function summariesOf(database: Database, ids?: number[] | SQL, lang: Language = 'en'): Promise<HubSummary[]> {
  const drawings = sql`from ${images} i where i.part_number = ${hubAssemblies.hubAssemblyNumber}`;
  const lowest = SUMMARY_CODES.map((c) => sql`min(f.value_id) filter (where f.code = ${c})`);
  const rows = await database.db
    .select({
      ...cardColumns,
      guids: sql<string[] | null>`(select array_agg(i.guid order by i.image_type_id, i.guid) ${drawings})`,
      types: sql<number[] | null>`(select array_agg(i.image_type_id order by i.image_type_id, i.guid) ${drawings})`,
      filters: sql<(number | null)[]>`(select array[${sql.join(lowest, sql`, `)}] from ${itemFilters} f
        where f.finder = ${FINDER} and f.item_id = ${hubAssemblies.id} and f.code in (${inList([...SUMMARY_CODES])}))`,
    })
    .from(hubAssemblies)
    .where(
      Array.isArray(ids)
        ? sql`${hubAssemblies.id} = any(${`{${ids.join(',')}}`}::int[])`
        : ids && sql`${hubAssemblies.id} in (${ids})`,
    )
    .orderBy(asc(hubAssemblies.hubAssemblyNumber));
  return rows.map((row) => summaryOf(row, lang));
}

/** A hub's card row: its columns, its images' guids and types in order, its lowest value of each summary
 * code (SUMMARY_CODES). */
export type CardSource = CardRow & {
  guids: string[] | null;
  types: number[] | null;
  filters: (number | null)[] | null;
};

/** A hub's summary (its card in a hub list), the description in `lang`. */
export function summaryOf({ guids, types, filters, ...hub }: CardSource, lang: Language = 'en'): HubSummary {
  const found = (guids ?? []).map((g, n) => ({ guid: g, type: types![n]! }));
  const [hatyp = null, hcmty = null, wmslc = null, aaxna = null] = filters ?? [];
  return { ...identity(hub, picturesOf(hub, found), lang), hatyp, hcmty, wmslc, aaxna };
}

/** A hub's images from its rows (main image type first), its own image first when no row has it. */
function picturesOf(hub: Pick<HubRow, 'imageGuid'>, rows: { guid: string; type: number }[]): PartImage[] {
  const list = rows.map((i) => ({ ImageUrl: imageUrl(i.guid)!, ImageGuid: i.guid, ImageTypeId: i.type }));
  if (hub.imageGuid && !list.some((i) => i.ImageGuid === hub.imageGuid))
    list.unshift({ ImageUrl: imageUrl(hub.imageGuid)!, ImageGuid: hub.imageGuid, ImageTypeId: 1 });
  return list;
}

/** A hub's images, the main one (type 1) first. */
async function imagesOf(database: Database, hub: HubRow): Promise<PartImage[]> {
  const rows = await database.db
    .select({ guid: images.guid, type: images.imageTypeId })
    .from(images)
    .where(eq(images.partNumber, hub.hubAssemblyNumber))
    .orderBy(asc(images.imageTypeId), asc(images.guid));
  return picturesOf(hub, rows);
}

/** A hub's aftermarket description in the reader's language (English where the catalog has none). */
export const hubDescriptionIn = (h: CardRow, lang: Language) =>
  descriptionIn(
    {
      description: h.aftermarketDescription,
      description_es: h.aftermarketDescriptionEs,
      description_fr_ca: h.aftermarketDescriptionFrCa,
    },
    lang,
  );

/** The fields that name a hub and its status, the same in summaries and details. */
function identity(h: CardRow, pictures: PartImage[], lang: Language = 'en') {
  return {
    Id: h.id,
    Name: h.hubAssemblyNumber,
    HubAssemblyNumber: h.hubAssemblyNumber,
    PartNumber: h.hubAssemblyNumber,
    Title: h.title,
    AftermarketDescription: hubDescriptionIn(h, lang),
    Description: h.description,
    PartTypeId: h.partTypeId,
    Status: h.status,
    PartStatus: h.status,
    IsAftermarket: h.isAftermarket,
    IsAftermarketAssembly: h.isAftermarket,
    ImageUrl: imageUrl(h.imageGuid),
    ImageGuid: h.imageGuid,
    Images: pictures,
    GawrNote: { Text: h.gawrNoteText ?? '', Links: h.gawrNoteLinks.length > 0 ? h.gawrNoteLinks : null },
    Material: h.material,
    AxlePosition: h.axlePosition,
    Axle: h.axle,
    HubAssemblyType: h.hubAssemblyType,
    BrakeType: h.brakeType,
  };
}

/** The filter value ids of each hub (of every hub without `ids`), by code; only `codes` when given. */
async function hubFilters(database: Database, ids?: number[], codes?: readonly string[]) {
  const byId = ids ? sql`and item_id in (${inList(ids)})` : sql``;
  const byCode = codes ? sql`and code in (${inList([...codes])})` : sql``;
  const rows = await database.rows<Pick<SqlRow<typeof itemFilters>, 'item_id' | 'code' | 'value_id'>>(sql`
    select item_id, code, value_id from item_filters
    where finder = ${FINDER} ${byId} ${byCode}
    order by item_id, code, value_id`);
  const out = new Map<number, Record<string, number[]>>();
  for (const r of rows) {
    const m = out.get(r.item_id) ?? {};
    (m[r.code] ??= []).push(r.value_id);
    out.set(r.item_id, m);
  }
  return out;
}

/** The filter set shared by the hubs: for each code (hanum included), the lowest value every hub
 * carries. In category order, so /hub/filters/{pairs} asks nothing that the hubs already answer. */
export async function sharedFilters(database: Database, ids: number[]): Promise<HubFilterSet> {
  const out: HubFilterSet = {};
  if (ids.length === 0) return out;
  const byHub = await hubFilters(database, ids);
  for (const code of hubValueNames) {
    const sets = ids.map((id) => byHub.get(id)?.[code] ?? []);
    const common = sets[0].filter((v) => sets.every((s) => s.includes(v)));
    if (common.length > 0) out[code] = Math.min(...common);
  }
  // hanum names the hub itself: only one hub has a number in common with itself.
  if (ids.length === 1 && Object.keys(out).length > 0) out.hanum = ids[0];
  return out;
}

/** Hubs an interchange leads to: the hub that is its own number, else the hubs that use the part. */
export async function hubsOfInterchange(database: Database, interchangeId: number): Promise<number[]> {
  const [i] = await database.rows<{ own: string }>(sql`
    select own_part_number as own from interchanges where id = ${interchangeId}`);
  if (!i) return [];
  const own = await database.rows<{ id: number }>(sql`
    select id from hub_assemblies where hub_assembly_number = ${i.own}`);
  if (own.length) return own.map((r) => r.id);
  const users = await database.rows<{ id: number }>(sql`
    select distinct hub_id as id from hub_parts where part_number = ${i.own} order by hub_id`);
  return users.map((r) => r.id);
}

/**
 * The hubs a `hanum` pair names: its comma-separated tokens, each a hub's id or its own number (any
 * formatting). The original clients send hub numbers there, one or several joined by commas
 * ('10031065,10031066': the truck makes of those hubs together).
 */
export function hubIdsOfNumbers(text: string): SQL {
  const tokens = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const ids = tokens.filter((t) => /^\d{1,9}$/.test(t)).map(Number);
  const norms = [...new Set(tokens.map(normalizePartNumber).filter(Boolean))];
  const byId = ids.length ? sql`id in (${inList(ids)})` : sql`false`;
  const byNumber = norms.length ? sql`${normalizedNumber(sql`hub_assembly_number`)} in (${inList(norms)})` : sql`false`;
  return sql`select id from hub_assemblies where ${byId} or ${byNumber}`;
}

/** hubIdsOfNumbers' hubs, read. */
export async function hubsOfNumbers(database: Database, text: string): Promise<number[]> {
  const rows = await database.rows<{ id: number }>(hubIdsOfNumbers(text));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function hubsOfCasting(database: Database, castingNumber: string): Promise<number[]> {
  const rows = await database.rows<{ id: number }>(sql`
    select id from hub_assemblies
    where ${normalizedNumber(sql`casting_number`)} = ${normalizePartNumber(castingNumber)}
    order by id`);
  return rows.map((r) => r.id);
}

/** A hub named by what a user typed: its own number (any formatting), its id, or a competitor's
 * number that interchanges to exactly one hub. */
export async function resolveHub(database: Database, text: string): Promise<HubRow | undefined> {
  const norm = normalizePartNumber(text);
  if (!norm) return undefined;
  const [own] = await database.db
    .select()
    .from(hubAssemblies)
    .where(sql`${normalizedNumber(hubAssemblies.hubAssemblyNumber)} = ${norm}`)
    .limit(1);
  if (own) return own;
  if (/^\d{1,9}$/.test(norm)) {
    const [byId] = await database.db
      .select()
      .from(hubAssemblies)
      .where(eq(hubAssemblies.id, Number(norm)));
    if (byId) return byId;
  }
  const viaInterchange = await database.db
    .select()
    .from(hubAssemblies)
    .where(
      sql`${hubAssemblies.hubAssemblyNumber} in (
    select own_part_number from interchanges where norm = ${norm} and part_type_id = ${PART_TYPE.hubAssembly})`,
    )
    .limit(2);
  return viaInterchange.length === 1 ? viaInterchange[0] : undefined;
}

/** The details answer of one hub. */
export async function hubDetails(database: Database, h: HubRow, lang: Language = 'en'): Promise<HubDetail> {
  return {
    ...identity(h, await imagesOf(database, h), lang),
    BearingNumberInboard: h.bearingNumberInboard,
    BearingNumberOutboard: h.bearingNumberOutboard,
    BearingNumbersType: h.bearingNumbersType,
    HubMountingSystem: h.hubMountingSystem,
    WheelStudStandoutInch: h.wheelStudStandoutInch,
    WheelMaterial: h.wheelMaterial,
    FlangeOffsetInch: h.flangeOffsetInch,
    WeightPound: h.weightPound,
    ABSRingIncluded: h.absRingIncluded,
    HubRatingPound: h.hubRatingPound,
    WheelStudBoltCircleDiameterInch: h.wheelStudBoltCircleDiameterInch,
    AbsRingNumber: h.absRingNumber,
    WheelStudThread: h.wheelStudThread,
    BearingConesIncluded: h.bearingConesIncluded,
    SealIncluded: h.sealIncluded,
    FillHole: h.fillHole,
    AbsOffsetInch: h.absOffsetInch,
    AxleStudThread: h.axleStudThread,
    SmallBackface: h.smallBackface,
    BrakeRotorDepth: h.brakeRotorDepth,
    BrakeRotorOffset: h.brakeRotorOffset,
    BrakeRotorThickness: h.brakeRotorThickness,
    BrakeRotorType: h.brakeRotorType,
    BrakeDrumPilotDiameter: h.brakeDrumPilotDiameter,
    BarrelLength: h.barrelLength,
    ConventionalHubNumber: h.conventionalHubNumber,
    CastingNumber: h.castingNumber,
    MachiningNumber: h.machiningNumber,
  };
}

/** Details of each text in order; the texts that name no hub are returned as missing. */
export async function detailsOf(database: Database, texts: string[], lang: Language = 'en') {
  const found: HubDetail[] = [];
  const missing: string[] = [];
  for (const t of texts) {
    const h = await resolveHub(database, t);
    if (h) found.push(await hubDetails(database, h, lang));
    else missing.push(t);
  }
  const different = found.length === 2 ? differentProperties(found[0], found[1]) : [];
  return { found, missing, different };
}

/** A hub's aftermarket parts, optionally only the given part types. */
export async function aftermarketParts(
  database: Database,
  h: HubRow,
  types: number[] | undefined,
  lang: Language = 'en',
): Promise<HubParts> {
  const where = types?.length
    ? and(eq(hubParts.hubId, h.id), inArray(hubParts.typeId, types))
    : eq(hubParts.hubId, h.id);
  const rows = await database.db
    .select()
    .from(hubParts)
    .where(where)
    .orderBy(asc(hubParts.ranking), asc(hubParts.typeId), asc(hubParts.partNumber));
  return {
    HubAssemblyDescription: hubDescriptionIn(h, lang),
    HubAssemblyNumber: h.hubAssemblyNumber,
    Status: h.status,
    IsAftermarket: h.isAftermarket,
    AftermarketParts: rows.map((p) => ({
      PartNumber: p.partNumber,
      Description: descriptionIn(
        { description: p.description, description_es: p.descriptionEs, description_fr_ca: p.descriptionFrCa },
        lang,
      ),
      TypeId: p.typeId,
      UsageId: p.usageId,
      Ranking: p.ranking,
    })),
  };
}

/** The parts of several hubs as one item, as the original clients read them (Results[0]): the hubs'
 * numbers joined by commas, their descriptions by ' / ', each part once in the order the hubs were
 * asked; the status and aftermarket flag of the first. One hub is its own item. */
export function partsTogether(hubs: HubParts[]): HubParts {
  if (hubs.length === 1) return hubs[0];
  const seen = new Set<string>();
  const parts = hubs
    .flatMap((h) => h.AftermarketParts)
    .filter((p) => !seen.has(p.PartNumber) && seen.add(p.PartNumber));
  return {
    ...hubs[0],
    HubAssemblyNumber: hubs.map((h) => h.HubAssemblyNumber).join(','),
    HubAssemblyDescription: [...new Set(hubs.map((h) => h.HubAssemblyDescription))].join(' / '),
    AftermarketParts: parts,
  };
}

export async function rebuildKit(database: Database, kitNumber: string) {
  const norm = normalizePartNumber(kitNumber);
  const rows = await database.db
    .select()
    .from(rebuildKits)
    .where(sql`${normalizedNumber(rebuildKits.kitNumber)} = ${norm}`)
    .limit(1);
  return rows.map((k) => ({
    PreSetPreSetPlusHubRebuildKitNumber: k.kitNumber,
    BearingSetNumberInboard: k.bearingSetNumberInboard,
    BearingSetNumberOutboard: k.bearingSetNumberOutboard,
    SealAndSpacerKitNumber: k.sealAndSpacerKitNumber,
  }));
}
