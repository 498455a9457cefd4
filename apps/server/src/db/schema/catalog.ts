import {
  pgTable,
  integer,
  text,
  boolean,
  numeric,
  jsonb,
  timestamp,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DRUM_PART_TYPE, ROTOR_PART_TYPE } from '@wheelend/domain';
import { finderNames } from '@wheelend/domain/finder';

const num = (name: string) => numeric(name, { mode: 'number' });

/** A number column compared as normalizePartNumber compares: upper case, no spaces, dashes, dots,
 * slashes or underscores. */
export const normalizedNumber = (column: SQLWrapper) =>
  sql`upper(regexp_replace(${column}, '[\\s./\\\\_-]+', '', 'g'))`;

/** One row: which catalog version is being served. Bumped by every import. */
export const catalogMeta = pgTable('catalog_meta', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  checksum: text('checksum').notNull(),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
});

export const competitors = pgTable('competitors', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const partTypes = pgTable('part_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  usages: jsonb('usages').$type<Record<string, string>>().notNull().default({}),
});

/** finder: hub, drum, rotor, casting, rotorcasting, drumcasting, stud */
export const filterCategories = pgTable(
  'filter_categories',
  {
    finder: text('finder').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.finder, t.code] })],
);

export const filterValues = pgTable(
  'filter_values',
  {
    finder: text('finder').notNull(),
    code: text('code').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    inch: num('inch'),
    millimeter: num('millimeter'),
    inches: text('inches'),
    displayRange: text('display_range'),
    minGawrPound: integer('min_gawr_pound'),
    maxGawrPound: integer('max_gawr_pound'),
    nominalDiameter: num('nominal_diameter'),
    wheelMaterial: text('wheel_material'),
    studLengthClass: text('stud_length_class'),
    aftermarketAxle: text('aftermarket_axle'),
    aftermarketAxleId: integer('aftermarket_axle_id'),
    bearingDescriptionInboard: text('bearing_description_inboard'),
    bearingDescriptionOutboard: text('bearing_description_outboard'),
    imageGuid: text('image_guid'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.finder, t.code, t.id] })],
);

/** Which filter values an item (hub, drum, rotor, casting, stud) carries; several per code allowed. */
export const itemFilters = pgTable(
  'item_filters',
  {
    finder: text('finder').notNull(),
    itemId: integer('item_id').notNull(),
    code: text('code').notNull(),
    valueId: integer('value_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.finder, t.itemId, t.code, t.valueId] }),
    index('item_filters_lookup').on(t.finder, t.code, t.valueId, t.itemId),
  ],
);

/** Each item's filter values as one array ('code:value_id'), made by the import from item_filters: the
 * items meeting several pairs are one lookup of their finder's GIN index (`keys @> array[…]`). One index
 * per finder: finders share codes ('aaxna:3' is a hub's and a casting's), and a whole-table index gave
 * every finder's items for a key, each then read from the table to keep one finder's. */
export const itemKeys = pgTable(
  'item_keys',
  {
    finder: text('finder').notNull(),
    itemId: integer('item_id').notNull(),
    keys: text('keys').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.finder, t.itemId] }),
    ...finderNames.map((name) =>
      index(`item_keys_${name}_keys`)
        .using('gin', t.keys)
        .where(sql`${t.finder} = ${sql.raw(`'${name}'`)}`),
    ),
  ],
);

/** Each hub's card (its summary in a hub list) as JSON, made by the import (catalog/cards.ts): `card` in
 * English, `card_es` and `card_fr_ca` where the catalog translates the hub's description. `named` is no
 * longer read (a list asked without inclv answers `card`); the import writes `card` there too, for a
 * server of the version before during a rolling start, which reads it. */
export const hubCards = pgTable('hub_cards', {
  id: integer('id').primaryKey(),
  number: text('number').notNull(),
  card: text('card').notNull(),
  named: text('named').notNull(),
  cardEs: text('card_es'),
  cardFrCa: text('card_fr_ca'),
});

/** Part drawings: the image module renders each guid from its family and dimensions. */
export const images = pgTable(
  'images',
  {
    guid: text('guid').primaryKey(),
    family: text('family').notNull(),
    partNumber: text('part_number').notNull(),
    imageTypeId: integer('image_type_id').notNull().default(1),
    spec: jsonb('spec').$type<Record<string, number | string | boolean>>().notNull().default({}),
  },
  (t) => [index('images_part').on(t.partNumber)],
);

export const castings = pgTable(
  'castings',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    castingNumber: text('casting_number').notNull(),
    description: text('description').notNull(),
    descriptionEs: text('description_es'),
    descriptionFrCa: text('description_fr_ca'),
    imageGuid: text('image_guid'),
  },
  (t) => [uniqueIndex('castings_kind_number').on(t.kind, t.castingNumber)],
);

export const hubAssemblies = pgTable(
  'hub_assemblies',
  {
    id: integer('id').primaryKey(),
    hubAssemblyNumber: text('hub_assembly_number').notNull().unique(),
    title: text('title').notNull(),
    aftermarketDescription: text('aftermarket_description').notNull(),
    aftermarketDescriptionEs: text('aftermarket_description_es'),
    aftermarketDescriptionFrCa: text('aftermarket_description_fr_ca'),
    description: text('description').notNull(),
    partTypeId: integer('part_type_id').notNull().default(115),
    status: text('status').notNull(),
    isAftermarket: boolean('is_aftermarket').notNull(),
    imageGuid: text('image_guid'),
    gawrNoteText: text('gawr_note_text'),
    gawrNoteLinks: jsonb('gawr_note_links').$type<string[]>().notNull().default([]),
    material: text('material'),
    axlePosition: text('axle_position'),
    axle: text('axle'),
    hubAssemblyType: text('hub_assembly_type'),
    bearingNumberInboard: text('bearing_number_inboard'),
    bearingNumberOutboard: text('bearing_number_outboard'),
    bearingNumbersType: text('bearing_numbers_type'),
    brakeType: text('brake_type'),
    hubMountingSystem: text('hub_mounting_system'),
    wheelStudStandoutInch: num('wheel_stud_standout_inch'),
    wheelMaterial: text('wheel_material'),
    flangeOffsetInch: num('flange_offset_inch'),
    weightPound: num('weight_pound'),
    absRingIncluded: boolean('abs_ring_included'),
    hubRatingPound: num('hub_rating_pound'),
    wheelStudBoltCircleDiameterInch: num('wheel_stud_bolt_circle_diameter_inch'),
    absRingNumber: text('abs_ring_number'),
    wheelStudThread: text('wheel_stud_thread'),
    bearingConesIncluded: boolean('bearing_cones_included'),
    sealIncluded: boolean('seal_included'),
    fillHole: boolean('fill_hole'),
    absOffsetInch: num('abs_offset_inch'),
    axleStudThread: text('axle_stud_thread'),
    smallBackface: boolean('small_backface'),
    brakeRotorDepth: num('brake_rotor_depth'),
    brakeRotorOffset: num('brake_rotor_offset'),
    brakeRotorThickness: num('brake_rotor_thickness'),
    brakeRotorType: text('brake_rotor_type'),
    brakeDrumPilotDiameter: num('brake_drum_pilot_diameter'),
    barrelLength: num('barrel_length'),
    conventionalHubNumber: text('conventional_hub_number'),
    castingNumber: text('casting_number'),
    machiningNumber: text('machining_number'),
  },
  (t) => [
    index('hub_assemblies_casting').on(t.castingNumber),
    // A casting finder's lookup of a hub's casting number, in any formatting: an index of what it compares.
    index('hub_assemblies_casting_norm').on(normalizedNumber(t.castingNumber)),
  ],
);

/** The aftermarket parts that belong to a hub assembly (its kits, studs, seals, replacement hub). */
export const hubParts = pgTable(
  'hub_parts',
  {
    hubId: integer('hub_id').notNull(),
    partNumber: text('part_number').notNull(),
    description: text('description').notNull(),
    descriptionEs: text('description_es'),
    descriptionFrCa: text('description_fr_ca'),
    typeId: integer('type_id').notNull(),
    usageId: integer('usage_id'),
    ranking: integer('ranking').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.hubId, t.partNumber] }), index('hub_parts_part').on(t.partNumber)],
);

export const rebuildKits = pgTable('rebuild_kits', {
  kitNumber: text('kit_number').primaryKey(),
  bearingSetNumberInboard: text('bearing_set_number_inboard').notNull(),
  bearingSetNumberOutboard: text('bearing_set_number_outboard').notNull(),
  sealAndSpacerKitNumber: text('seal_and_spacer_kit_number').notNull(),
});

/** Every kit and service part with a detail page: kind is rebuild, abs_service, seal, abs_tone_ring,
 * spindle_nut, seal_spacer, bearing, rotor_kit, fill_plug. */
export const kits = pgTable(
  'kits',
  {
    partNumber: text('part_number').primaryKey(),
    kind: text('kind').notNull(),
    partTypeId: integer('part_type_id').notNull(),
    description: text('description').notNull(),
    descriptionEs: text('description_es'),
    descriptionFrCa: text('description_fr_ca'),
    type: text('type'),
    productType: text('product_type'),
    axle: text('axle'),
    axlePosition: text('axle_position'),
    imageGuid: text('image_guid'),
    absServiceKitNumber: text('abs_service_kit_number'),
    absToneRingNumber: text('abs_tone_ring_number'),
    whatKitContains: text('what_kit_contains'),
    absType: text('abs_type'),
    screwNumber: text('screw_number'),
    absToneRingKitNumber: text('abs_tone_ring_kit_number'),
    innerDiameterInch: num('inner_diameter_inch'),
    outerDiameterInch: num('outer_diameter_inch'),
    thicknessInch: num('thickness_inch'),
    width: num('width'),
    sixPointSocketSize: num('six_point_socket_size'),
    torqueSpec: text('torque_spec'),
    note: text('note'),
    bearingType: text('bearing_type'),
    referenceSetNo: text('reference_set_no'),
    boreDiameterInch: num('bore_diameter_inch'),
    sealAndSpacerKit: text('seal_and_spacer_kit'),
    kitType: text('kit_type'),
    rebuildKitNumber: text('rebuild_kit_number'),
  },
  (t) => [index('kits_kind').on(t.kind)],
);

/** The axle choices of a bearing kit. */
export const kitAxles = pgTable(
  'kit_axles',
  {
    partNumber: text('part_number').notNull(),
    axleId: integer('axle_id').notNull(),
    axleName: text('axle_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partNumber, t.axleId] })],
);

export const brakeDrums = pgTable('brake_drums', {
  id: integer('id').primaryKey(),
  brakeDrumNumber: text('brake_drum_number').notNull().unique(),
  brakeType: text('brake_type').notNull(),
  brakeDrumType: text('brake_drum_type').notNull(),
  status: text('status').notNull(),
  weightPound: num('weight_pound'),
  isBsnCompatible: boolean('is_bsn_compatible').notNull().default(false),
  brakeSizeDiameterInch: num('brake_size_diameter_inch'),
  brakeSizeWidthInch: num('brake_size_width_inch'),
  pilotDiameterInch: num('pilot_diameter_inch'),
  depthInch: num('depth_inch'),
  drumSurfaceWidthInch: num('drum_surface_width_inch'),
  thicknessInch: num('thickness_inch'),
  boltCircleDiameterInch: num('bolt_circle_diameter_inch'),
  boltHoleDiameterInch: num('bolt_hole_diameter_inch'),
  wheelStudHoleCount: integer('wheel_stud_hole_count'),
  imageGuid: text('image_guid'),
  castingNumber: text('casting_number'),
});

export const drumNotes = pgTable(
  'drum_notes',
  {
    drumId: integer('drum_id').notNull(),
    sort: integer('sort').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drumId, t.sort] })],
);

export const drumInterchanges = pgTable(
  'drum_interchanges',
  {
    drumId: integer('drum_id').notNull(),
    brakeDrumNumber: text('brake_drum_number').notNull(),
    type: text('type').notNull(),
    isBsnCompatible: boolean('is_bsn_compatible').notNull().default(false),
    weightPound: num('weight_pound'),
    isBestMatch: boolean('is_best_match').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.drumId, t.brakeDrumNumber] })],
);

export const brakeRotors = pgTable('brake_rotors', {
  id: integer('id').primaryKey(),
  brakeRotorNumber: text('brake_rotor_number').notNull().unique(),
  brakeRotorType: text('brake_rotor_type').notNull(),
  brakeRotorKitNumber: text('brake_rotor_kit_number'),
  status: text('status').notNull(),
  discontinued: boolean('discontinued').notNull().default(false),
  overallLength: num('overall_length'),
  brakeSurfaceOutsideDiameter: num('brake_surface_outside_diameter'),
  thickness: num('thickness'),
  pilotDiameter: num('pilot_diameter'),
  boltCircle: num('bolt_circle'),
  boltSize: text('bolt_size'),
  boltHoleNumber: integer('bolt_hole_number'),
  imageGuid: text('image_guid'),
  castingNumber: text('casting_number'),
});

export const rotorComponents = pgTable(
  'rotor_components',
  {
    rotorId: integer('rotor_id').notNull(),
    partNumber: text('part_number').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.rotorId, t.partNumber] })],
);

/** kind: 5 wheel stud, 3 axle stud, 4 rotor stud */
export const studs = pgTable('studs', {
  id: integer('id').primaryKey(),
  studNumber: text('stud_number').notNull().unique(),
  kind: integer('kind').notNull(),
  chartDescription: text('chart_description').notNull(),
  styleDescription: text('style_description').notNull(),
  diameter: text('diameter').notNull(),
  threadOrientation: text('thread_orientation').notNull(),
  dimensionA: num('dimension_a'),
  dimensionB: num('dimension_b'),
  dimensionC: num('dimension_c'),
  dimensionD: num('dimension_d'),
  baseStylesId: integer('base_styles_id').notNull(),
  imageGuid: text('image_guid'),
});

/** Competitor (and own) part numbers that the unified search finds. norm is the number with case,
 * spaces, dashes, dots and slashes removed. */
/** The part types whose number lookups keep that type alone, with the indexes' name for each. */
const typedLookups = [
  ['drum', DRUM_PART_TYPE],
  ['rotor', ROTOR_PART_TYPE],
] as const;
const typedIndex = (name: string, kind: 'prefix' | 'trgm') => `interchanges_${name}_norm_${kind}`;
/** The names of those indexes. */
export const typedLookupIndexes = typedLookups.flatMap(([name]) => [
  typedIndex(name, 'prefix'),
  typedIndex(name, 'trgm'),
]);

export const interchanges = pgTable(
  'interchanges',
  {
    id: integer('id').primaryKey(),
    competitorId: integer('competitor_id').notNull(),
    competitorPartNumber: text('competitor_part_number').notNull(),
    norm: text('norm').notNull(),
    partTypeId: integer('part_type_id').notNull(),
    ownPartNumber: text('own_part_number').notNull(),
  },
  (t) => [
    index('interchanges_norm_prefix').using('btree', sql`${t.norm} text_pattern_ops`),
    index('interchanges_norm_trgm').using('gin', sql`${t.norm} gin_trgm_ops`),
    index('interchanges_own').on(t.ownPartNumber),
    // The drum and rotor lookups keep one part type: a few percent of a large catalog's numbers, which
    // the whole-catalog indexes would find only by reading every other number's row too.
    ...typedLookups.flatMap(([name, type]) => [
      index(typedIndex(name, 'prefix'))
        .using('btree', sql`${t.norm} text_pattern_ops`)
        .where(sql`${t.partTypeId} = ${sql.raw(String(type))}`),
      index(typedIndex(name, 'trgm'))
        .using('gin', sql`${t.norm} gin_trgm_ops`)
        .where(sql`${t.partTypeId} = ${sql.raw(String(type))}`),
    ]),
  ],
);

export const catalogTables = {
  competitors,
  partTypes,
  filterCategories,
  filterValues,
  itemFilters,
  itemKeys,
  hubCards,
  images,
  castings,
  hubAssemblies,
  hubParts,
  rebuildKits,
  kits,
  kitAxles,
  brakeDrums,
  drumNotes,
  drumInterchanges,
  brakeRotors,
  rotorComponents,
  studs,
  interchanges,
};

/** The catalog tables that grow with the catalog: an import loads them beside the served ones, builds
 * their indexes, and swaps them in (catalog/bulk.ts); a catalog read on PostgreSQL locks them first
 * (db/replicas.ts). Listed in the one order both lock them in. */
export const SWAPPED_TABLES = [
  'hub_assemblies',
  'hub_parts',
  'item_filters',
  'interchanges',
  'item_keys',
  'hub_cards',
] as const;
