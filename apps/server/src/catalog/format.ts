import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { hubFilterCodes, normalizePartNumber, PART_TYPE } from '@wheelend/domain';
import { finderNames, finders, type FinderName } from '@wheelend/domain/finder';
import * as t from '../db/schema/catalog.js';

export type ColumnType = 'integer' | 'number' | 'boolean' | 'text' | 'json';
export type Column = { name: string; type: ColumnType; sqlType: string; required: boolean; fallback: unknown };
export type Row = Record<string, unknown>;

export const STATUSES = ['Active', 'Service Only', 'Terminated'] as const;
export const FINDERS = finderNames;
export const KIT_KINDS = {
  rebuild: [217, 218, 219],
  abs_service: [241],
  seal: [220],
  abs_tone_ring: [7],
  spindle_nut: [222, 223, 226, 227],
  seal_spacer: [221],
  bearing: [101],
  rotor_kit: [203],
  fill_plug: [8],
} as const;
export const CASTING_KINDS = ['hub', 'rotor', 'drum'] as const;
export const STUD_KINDS = [3, 4, 5] as const;
export const HUB_PART_TYPES = [PART_TYPE.hubAssembly, PART_TYPE.meritorExclusive, PART_TYPE.volvoExclusive] as const;

/** Filter codes per finder: the contract in @wheelend/domain/finder/finders. */
export const FINDER_CODES: Record<(typeof FINDERS)[number], readonly string[]> = Object.fromEntries(
  finderNames.map((n) => [n, finders[n].codes]),
) as Record<FinderName, readonly string[]>;

type SpecType = 'number' | 'boolean' | 'string' | readonly string[];
/** The image spec keys per family, as the image renderer reads them. */
export const IMAGE_SPECS: Record<string, Record<string, SpecType>> = {
  hub: {
    studs: 'number',
    boltCircleInch: 'number',
    pilotInch: 'number',
    flangeDiameterInch: 'number',
    brake: ['drum', 'disc'],
    position: ['steer', 'drive', 'trailer'],
    material: ['aluminum', 'iron'],
    preset: 'boolean',
  },
  drum: {
    diameterInch: 'number',
    widthInch: 'number',
    studHoles: 'number',
    boltCircleInch: 'number',
    pilotInch: 'number',
  },
  rotor: {
    outsideDiameterMm: 'number',
    thicknessMm: 'number',
    rotorType: ['hat', 'u-section', 'splined', 'flat'],
    boltHoles: 'number',
  },
  stud: {
    lengthInch: 'number',
    threadInch: 'number',
    diameterInch: 'number',
    kind: ['wheel', 'axle', 'rotor'],
    head: ['clipped', 'round'],
  },
  bearing: { boreInch: 'number', outsideInch: 'number', widthInch: 'number' },
  seal: { boreInch: 'number', outsideInch: 'number' },
  spindle_nut: { socketInch: 'number', lock: ['keyway', 'dflat'] },
  abs_ring: { teeth: 'number', diameterInch: 'number' },
  kit: { contains: 'string' },
  casting: { kind: ['hub', 'rotor', 'drum'], studs: 'number' },
};

const KIT_IMAGE_FAMILIES = ['bearing', 'seal', 'spindle_nut', 'abs_ring', 'kit'];

/** What earlier files of the same import made known, for the reference checks of later ones. */
export class Refs {
  competitors = new Set<number>();
  partTypes = new Map<number, Record<string, string>>();
  images = new Map<string, string>();
  categories = new Set<string>();
  values = new Set<string>();
  castings = new Set<string>();
  studs = new Map<string, number>();
  kits = new Map<string, string>();
  hubs = new Set<number>();
  hubNumbers = new Set<string>();
  drums = new Set<number>();
  rotors = new Set<number>();
  own = new Set<string>();
  /** The ids of each finder's items, as the item files are read. */
  finderItems = new Map<FinderName, Set<number>>();
}

export type Check = (
  row: Row,
  refs: Refs,
  later: (check: () => string | undefined) => void,
) => (string | undefined)[] | void;

export type FileSpec = {
  /** File name without .csv; also the table name. */
  name: string;
  table: PgTable;
  columns: Column[];
  /** Columns computed by the importer, not read from the file. */
  computed: string[];
  /** Every column of the table, in the order rows are inserted. */
  insert: { name: string; sqlType: string }[];
  /** Unique keys (the primary key first), as column name lists. */
  keys: string[][];
  check: Check;
  compute?: (row: Row) => void;
};

const sqlTypeOf: Record<string, ColumnType> = {
  PgInteger: 'integer',
  PgSerial: 'integer',
  PgNumericNumber: 'number',
  PgNumeric: 'number',
  PgBoolean: 'boolean',
  PgText: 'text',
  PgJsonb: 'json',
  PgJson: 'json',
};

function describe(table: PgTable, computed: string[]) {
  const config = getTableConfig(table);
  const insert = config.columns.map((c) => ({ name: c.name, sqlType: c.getSQLType() }));
  const columns: Column[] = config.columns
    .filter((c) => !computed.includes(c.name))
    .map((c) => {
      const type = sqlTypeOf[c.columnType];
      if (!type) throw new Error(`${config.name}.${c.name}: unsupported column type ${c.columnType}`);
      return {
        name: c.name,
        type,
        sqlType: c.getSQLType(),
        required: c.notNull && !c.hasDefault,
        fallback: c.hasDefault ? c.default : null,
      };
    });
  const keys: string[][] = [
    ...config.columns.filter((c) => c.primary).map((c) => [c.name]),
    ...config.primaryKeys.map((k) => k.columns.map((c) => c.name)),
    ...config.columns.filter((c) => c.isUnique && !c.primary).map((c) => [c.name]),
    ...config.indexes
      .filter((i) => i.config.unique)
      .map((i) => i.config.columns.map((c) => (c as { name: string }).name)),
  ];
  return { name: config.name, columns, keys, insert };
}

const oneOf = (label: string, value: unknown, allowed: readonly unknown[]) =>
  allowed.includes(value) ? undefined : `${label} must be one of ${allowed.join(', ')} (got "${value}")`;

function image(row: Row, refs: Refs, families: string[]) {
  const guid = row.image_guid as string | null;
  if (guid === null) return undefined;
  const family = refs.images.get(guid);
  if (!family) return `image_guid ${guid} is not in images.csv`;
  if (!families.includes(family)) return `image_guid ${guid} is a ${family} image, expected ${families.join(' or ')}`;
  return undefined;
}

function casting(row: Row, refs: Refs, kind: string) {
  const n = row.casting_number as string | null;
  if (n === null || refs.castings.has(`${kind}|${n}`)) return undefined;
  return `casting_number ${n} is not a ${kind} casting in castings.csv`;
}

function checkSpec(family: string, spec: unknown): string | undefined {
  const shape = IMAGE_SPECS[family];
  if (!shape) return undefined;
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return 'spec must be a JSON object';
  const s = spec as Record<string, unknown>;
  for (const key of Object.keys(s)) if (!(key in shape)) return `spec key "${key}" is not used by family ${family}`;
  for (const [key, want] of Object.entries(shape)) {
    const v = s[key];
    if (v === undefined) return `spec.${key} is missing`;
    if (Array.isArray(want)) {
      if (!want.includes(v as string)) return `spec.${key} must be one of ${want.join(', ')}`;
    } else if (typeof v !== want) return `spec.${key} must be a ${want}`;
  }
  return undefined;
}

/** The finders whose items a file holds (from each finder's spec). */
const findersOfFile = (file: string) => finderNames.filter((n) => finders[n].items.file === file);

const itemFile = (finder: FinderName) => {
  const { file, castingOnly } = finders[finder].items;
  return `${file}.csv${castingOnly ? ' (with a casting_number)' : ''}`;
};

const checks: Record<string, { check: Check; computed?: string[]; compute?: (row: Row) => void }> = {
  competitors: {
    check: (r, refs) => {
      refs.competitors.add(r.id as number);
    },
  },
  part_types: {
    check: (r, refs) => {
      const u = r.usages;
      if (
        typeof u !== 'object' ||
        u === null ||
        Array.isArray(u) ||
        Object.values(u).some((v) => typeof v !== 'string')
      ) {
        return ['usages must be a JSON object of usage id to name, e.g. {"1":"Inner"}'];
      }
      refs.partTypes.set(r.id as number, u as Record<string, string>);
    },
  },
  images: {
    check: (r, refs) => {
      const e = [oneOf('family', r.family, Object.keys(IMAGE_SPECS)), checkSpec(r.family as string, r.spec)];
      refs.images.set(r.guid as string, r.family as string);
      return e;
    },
  },
  filter_categories: {
    check: (r, refs) => {
      const finder = r.finder as string;
      const e = [oneOf('finder', finder, FINDERS)];
      const codes = FINDER_CODES[finder as keyof typeof FINDER_CODES];
      if (codes) e.push(oneOf(`code of finder ${finder}`, r.code, codes));
      const contract = (hubFilterCodes as readonly string[]).indexOf(r.code as string);
      if (finder === 'hub' && contract >= 0 && r.id !== contract + 1)
        e.push(`hub category ${r.code} must have id ${contract + 1}`);
      refs.categories.add(`${finder}|${r.code}`);
      return e;
    },
  },
  filter_values: {
    check: (r, refs) => {
      refs.values.add(`${r.finder}|${r.code}|${r.id}`);
      return [
        refs.categories.has(`${r.finder}|${r.code}`)
          ? undefined
          : `finder ${r.finder} code ${r.code} is not in filter_categories.csv`,
        image(r, refs, Object.keys(IMAGE_SPECS)),
      ];
    },
  },
  castings: {
    check: (r, refs) => {
      refs.castings.add(`${r.kind}|${r.casting_number}`);
      refs.own.add(r.casting_number as string);
      return [oneOf('kind', r.kind, CASTING_KINDS), image(r, refs, ['casting'])];
    },
  },
  studs: {
    check: (r, refs) => {
      refs.studs.set(r.stud_number as string, r.kind as number);
      refs.own.add(r.stud_number as string);
      return [oneOf('kind', r.kind, STUD_KINDS), image(r, refs, ['stud'])];
    },
  },
  kits: {
    check: (r, refs, later) => {
      const kind = r.kind as keyof typeof KIT_KINDS;
      refs.kits.set(r.part_number as string, kind);
      refs.own.add(r.part_number as string);
      const e = [oneOf('kind', kind, Object.keys(KIT_KINDS)), image(r, refs, KIT_IMAGE_FAMILIES)];
      if (KIT_KINDS[kind] && !(KIT_KINDS[kind] as readonly number[]).includes(r.part_type_id as number)) {
        e.push(`part_type_id ${r.part_type_id} does not fit kind ${kind} (${KIT_KINDS[kind].join(', ')})`);
      }
      if (!refs.partTypes.has(r.part_type_id as number))
        e.push(`part_type_id ${r.part_type_id} is not in part_types.csv`);
      for (const [col, want] of [
        ['seal_and_spacer_kit', 'seal_spacer'],
        ['rebuild_kit_number', 'rebuild'],
        ['abs_tone_ring_number', 'abs_tone_ring'],
        ['abs_service_kit_number', 'abs_service'],
      ] as const) {
        const n = r[col] as string | null;
        if (n !== null)
          later(() => (refs.kits.get(n) === want ? undefined : `${col} ${n} is not a ${want} kit in kits.csv`));
      }
      return e;
    },
  },
  kit_axles: {
    check: (r, refs) => [
      refs.kits.get(r.part_number as string) === 'bearing'
        ? undefined
        : `part_number ${r.part_number} is not a bearing kit in kits.csv`,
    ],
  },
  rebuild_kits: {
    check: (r, refs) => {
      const want = (col: string, kind: string) =>
        refs.kits.get(r[col] as string) === kind ? undefined : `${col} ${r[col]} is not a ${kind} kit in kits.csv`;
      return [
        want('kit_number', 'rebuild'),
        want('bearing_set_number_inboard', 'bearing'),
        want('bearing_set_number_outboard', 'bearing'),
        want('seal_and_spacer_kit_number', 'seal_spacer'),
      ];
    },
  },
  hub_assemblies: {
    check: (r, refs, later) => {
      refs.hubs.add(r.id as number);
      refs.hubNumbers.add(r.hub_assembly_number as string);
      refs.own.add(r.hub_assembly_number as string);
      const e = [
        oneOf('status', r.status, STATUSES),
        oneOf('part_type_id', r.part_type_id, HUB_PART_TYPES),
        image(r, refs, ['hub']),
        casting(r, refs, 'hub'),
      ];
      const links = r.gawr_note_links;
      if (!Array.isArray(links) || links.some((l) => typeof l !== 'string' || l.trim() === '')) {
        e.push('gawr_note_links must be a JSON list of document file names');
      } else {
        const placeholders = ((r.gawr_note_text as string | null) ?? '').split('{{link}}').length - 1;
        if (placeholders !== links.length)
          e.push(
            `gawr_note_text has ${placeholders} {{link}} placeholders but gawr_note_links has ${links.length} links`,
          );
      }
      const conv = r.conventional_hub_number as string | null;
      if (conv !== null)
        later(() =>
          refs.hubNumbers.has(conv) ? undefined : `conventional_hub_number ${conv} is not a hub in hub_assemblies.csv`,
        );
      return e;
    },
  },
  hub_parts: {
    check: (r, refs) => {
      const type = r.type_id as number;
      const n = r.part_number as string;
      const e = [refs.hubs.has(r.hub_id as number) ? undefined : `hub_id ${r.hub_id} is not in hub_assemblies.csv`];
      const usages = refs.partTypes.get(type);
      if (!usages) e.push(`type_id ${type} is not in part_types.csv`);
      else if (r.usage_id !== null && !(String(r.usage_id) in usages))
        e.push(`usage_id ${r.usage_id} is not a usage of part type ${type}`);
      if (type === PART_TYPE.hubAssembly)
        e.push(refs.hubNumbers.has(n) ? undefined : `part_number ${n} is not a hub in hub_assemblies.csv`);
      else if (type === 5 || type === 6) {
        const want = type === 5 ? 5 : 3;
        e.push(
          refs.studs.get(n) === want
            ? undefined
            : `part_number ${n} is not a ${type === 5 ? 'wheel' : 'axle'} stud in studs.csv`,
        );
      } else {
        const kind = refs.kits.get(n);
        if (!kind) e.push(`part_number ${n} is not in kits.csv`);
        else if (!(KIT_KINDS[kind as keyof typeof KIT_KINDS] as readonly number[]).includes(type))
          e.push(`part_number ${n} is a ${kind} kit, which does not fit type_id ${type}`);
      }
      return e;
    },
  },
  brake_drums: {
    check: (r, refs) => {
      refs.drums.add(r.id as number);
      refs.own.add(r.brake_drum_number as string);
      return [oneOf('status', r.status, STATUSES), image(r, refs, ['drum']), casting(r, refs, 'drum')];
    },
  },
  drum_notes: {
    check: (r, refs) => [
      refs.drums.has(r.drum_id as number) ? undefined : `drum_id ${r.drum_id} is not in brake_drums.csv`,
    ],
  },
  drum_interchanges: {
    check: (r, refs) => [
      refs.drums.has(r.drum_id as number) ? undefined : `drum_id ${r.drum_id} is not in brake_drums.csv`,
    ],
  },
  brake_rotors: {
    check: (r, refs) => {
      refs.rotors.add(r.id as number);
      refs.own.add(r.brake_rotor_number as string);
      const kit = r.brake_rotor_kit_number as string | null;
      return [
        oneOf('status', r.status, STATUSES),
        image(r, refs, ['rotor']),
        casting(r, refs, 'rotor'),
        kit === null || refs.kits.get(kit) === 'rotor_kit'
          ? undefined
          : `brake_rotor_kit_number ${kit} is not a rotor_kit in kits.csv`,
      ];
    },
  },
  rotor_components: {
    check: (r, refs) => [
      refs.rotors.has(r.rotor_id as number) ? undefined : `rotor_id ${r.rotor_id} is not in brake_rotors.csv`,
    ],
  },
  item_filters: {
    check: (r, refs) => {
      const finder = r.finder as FinderName;
      const items = refs.finderItems.get(finder);
      if (!FINDERS.includes(finder)) return [oneOf('finder', finder, FINDERS)];
      return [
        refs.values.has(`${finder}|${r.code}|${r.value_id}`)
          ? undefined
          : `value ${r.value_id} of finder ${finder} code ${r.code} is not in filter_values.csv`,
        items?.has(r.item_id as number)
          ? undefined
          : `item_id ${r.item_id} of finder ${finder} is not in ${itemFile(finder)}`,
      ];
    },
  },
  interchanges: {
    computed: ['norm'],
    compute: (r) => {
      r.norm = normalizePartNumber(r.competitor_part_number as string);
    },
    check: (r, refs) => [
      refs.competitors.has(r.competitor_id as number)
        ? undefined
        : `competitor_id ${r.competitor_id} is not in competitors.csv`,
      refs.partTypes.has(r.part_type_id as number)
        ? undefined
        : `part_type_id ${r.part_type_id} is not in part_types.csv`,
      refs.own.has(r.own_part_number as string)
        ? undefined
        : `own_part_number ${r.own_part_number} is not a hub, drum, rotor, stud, kit or casting of this catalog`,
      r.norm === '' ? 'competitor_part_number has no letters or digits' : undefined,
    ],
  },
};

/** The source files in import order: every file only refers to files before it (or to itself). */
const order: [string, PgTable][] = [
  ['competitors', t.competitors],
  ['part_types', t.partTypes],
  ['images', t.images],
  ['filter_categories', t.filterCategories],
  ['filter_values', t.filterValues],
  ['castings', t.castings],
  ['studs', t.studs],
  ['kits', t.kits],
  ['kit_axles', t.kitAxles],
  ['rebuild_kits', t.rebuildKits],
  ['hub_assemblies', t.hubAssemblies],
  ['hub_parts', t.hubParts],
  ['brake_drums', t.brakeDrums],
  ['drum_notes', t.drumNotes],
  ['drum_interchanges', t.drumInterchanges],
  ['brake_rotors', t.brakeRotors],
  ['rotor_components', t.rotorComponents],
  ['item_filters', t.itemFilters],
  ['interchanges', t.interchanges],
];

export const FILES: FileSpec[] = order.map(([file, table]) => {
  const rules = checks[file]!;
  const d = describe(table, rules.computed ?? []);
  if (d.name !== file) throw new Error(`file ${file} does not match table ${d.name}`);
  const finding = findersOfFile(file);
  const check: Check = (row, refs, later) => {
    for (const n of finding) {
      if (finders[n].items.castingOnly && row.casting_number == null) continue;
      let ids = refs.finderItems.get(n);
      if (!ids) refs.finderItems.set(n, (ids = new Set()));
      ids.add(row.id as number);
    }
    return rules.check(row, refs, later);
  };
  return {
    name: file,
    table,
    columns: d.columns,
    computed: rules.computed ?? [],
    insert: d.insert,
    keys: d.keys,
    check: finding.length > 0 ? check : rules.check,
    compute: rules.compute,
  };
});

/** A cell as its column's value; a string result is the reason it is invalid. */
export function convert(column: Column, raw: string): { value: unknown } | string {
  if (raw === '') {
    if (column.required) return `${column.name} is required`;
    return { value: column.fallback };
  }
  switch (column.type) {
    case 'text':
      return { value: raw };
    case 'integer': {
      const s = raw.trim();
      if (!/^-?\d+$/.test(s) || !Number.isSafeInteger(Number(s)))
        return `${column.name} must be a whole number (got "${raw}")`;
      return { value: Number(s) };
    }
    case 'number': {
      const s = raw.trim();
      const n = Number(s);
      if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s) || !Number.isFinite(n))
        return `${column.name} must be a number (got "${raw}")`;
      return { value: n };
    }
    case 'boolean': {
      const s = raw.trim().toLowerCase();
      if (s === 'true') return { value: true };
      if (s === 'false') return { value: false };
      return `${column.name} must be true or false (got "${raw}")`;
    }
    case 'json':
      try {
        return { value: JSON.parse(raw) };
      } catch {
        return `${column.name} is not valid JSON`;
      }
  }
}
