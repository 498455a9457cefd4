import { join } from 'node:path';
import { CsvWriter } from './csv.js';
import { buildSample } from './sample/build.js';
import { fileColumns, writeCatalog } from './write.js';
import { HUB_PART_TYPES, type Row } from './format.js';

/** A small seeded PRNG (mulberry32): the same seed gives the same catalog. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One extra hub per this many interchanges, up to MAX_EXTRA_HUBS: a maker's own range stays in the
 * thousands however many numbers of other makers lead to it. */
const INTERCHANGES_PER_HUB = 100;
const MAX_EXTRA_HUBS = 10_000;
const STREAMED = ['hub_assemblies', 'hub_parts', 'item_filters', 'interchanges'];

/**
 * Writes a synthetic catalog: the sample's reference data, extra hubs cloned from sample hubs (with their
 * parts and filters), and exactly `interchanges` interchange rows. Deterministic for a given seed.
 */
export async function generateCatalog(folder: string, options: { interchanges: number; seed?: number }) {
  const total = options.interchanges;
  const random = prng(options.seed ?? 1);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26));
  const formats: Record<number, () => string> = {
    2: () => `R${pick(['H', 'D', 'K', 'S'])}-${digits(4 + Math.floor(random() * 3))}.${letter()}`,
    3: () => `${digits(5)}${letter()}${random() < 0.3 ? 'X' : ''}`,
    4: () => `0${digits(2)}.${digits(4)}`,
    5: () => `SF ${letter()}${letter()}-${digits(3)}-${digits(1)}`,
    6: () => `CD${digits(3)}/${digits(2)}`,
    7: () => `BW${digits(5)}-${pick(['LT', 'HD', 'XL', 'SB'])}`,
  };

  const sample = buildSample();
  await writeCatalog(folder, sample, STREAMED);
  const writers = Object.fromEntries(STREAMED.map((f) => [f, new CsvWriter(join(folder, `${f}.csv`), fileColumns(f))]));
  const counts: Record<string, number> = {};
  for (const [file, rows] of Object.entries(sample)) if (!STREAMED.includes(file)) counts[file] = rows.length;
  const write = async (file: string, row: Row) => {
    counts[file] = (counts[file] ?? 0) + 1;
    await writers[file]!.write(row);
  };

  const hubs = sample.hub_assemblies!;
  for (const h of hubs) await write('hub_assemblies', h);
  for (const p of sample.hub_parts!) await write('hub_parts', p);
  for (const f of sample.item_filters!) await write('item_filters', f);

  const partsByHub = new Map<number, Row[]>();
  for (const p of sample.hub_parts!) {
    const list = partsByHub.get(p.hub_id as number) ?? [];
    list.push(p);
    partsByHub.set(p.hub_id as number, list);
  }
  const filtersByHub = new Map<number, Row[]>();
  for (const f of sample.item_filters!) {
    if (f.finder !== 'hub' && f.finder !== 'casting') continue;
    const list = filtersByHub.get(f.item_id as number) ?? [];
    list.push(f);
    filtersByHub.set(f.item_id as number, list);
  }

  const extra = Math.min(MAX_EXTRA_HUBS, Math.floor(total / INTERCHANGES_PER_HUB));
  let nextId = Math.max(...hubs.map((h) => h.id as number));
  const generated: { number: string; typeId: number }[] = [];
  for (let k = 0; k < extra; k++) {
    const template = pick(hubs);
    const id = ++nextId;
    const number = String(10500000 + k);
    const status = random() < 0.85 ? 'Active' : random() < 0.5 ? 'Service Only' : 'Terminated';
    await write('hub_assemblies', {
      ...template,
      id,
      hub_assembly_number: number,
      status,
      conventional_hub_number: null,
    });
    for (const p of partsByHub.get(template.id as number) ?? []) {
      const own = p.part_number === template.hub_assembly_number;
      await write('hub_parts', {
        ...p,
        hub_id: id,
        part_number: own ? number : p.part_number,
        description: own ? template.aftermarket_description : p.description,
      });
    }
    for (const f of filtersByHub.get(template.id as number) ?? []) await write('item_filters', { ...f, item_id: id });
    generated.push({ number, typeId: template.part_type_id as number });
  }

  let id = 0;
  const interchange = (competitor: number, number: string, typeId: number, own: string) =>
    write('interchanges', {
      id: ++id,
      competitor_id: competitor,
      competitor_part_number: number,
      part_type_id: typeId,
      own_part_number: own,
    });
  for (const row of sample.interchanges!) {
    if (id >= total) break;
    await interchange(
      row.competitor_id as number,
      row.competitor_part_number as string,
      row.part_type_id as number,
      row.own_part_number as string,
    );
  }
  for (const g of generated) {
    if (id >= total) break;
    await interchange(1, g.number, g.typeId, g.number);
  }
  const ownHubs = [
    ...hubs.map((h) => ({ number: h.hub_assembly_number as string, typeId: h.part_type_id as number })),
    ...generated,
  ];
  const others = sample
    .interchanges!.filter(
      (i) => i.competitor_id === 1 && !(HUB_PART_TYPES as readonly number[]).includes(i.part_type_id as number),
    )
    .map((i) => ({ number: i.own_part_number as string, typeId: i.part_type_id as number }));
  while (id < total) {
    const target = random() < 0.7 ? pick(ownHubs) : pick(others);
    const competitor = 2 + Math.floor(random() * 6);
    await interchange(competitor, formats[competitor]!(), target.typeId, target.number);
  }
  for (const w of Object.values(writers)) await w.close();
  return counts;
}
