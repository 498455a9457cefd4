import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { finderNames, finders, isPlain } from '@wheelend/domain/finder';
import { createTestDatabase } from '../test/db.js';
import { importSample } from '../test/app.js';
import { buildFilterIndex, itemsOf, type Pair } from './filterIndex.js';
import { indexFilters, sqlFilters, type Filters } from './filters.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await importSample(database);
}, 120_000);
afterAll(() => database.dispose());

/** Both answers of one question, the in-memory index's and SQL's. */
async function both<T>(memory: Filters, inSql: Filters, ask: (f: Filters) => Promise<T>) {
  return [await ask(memory), await ask(inSql)];
}

describe('the filters read in SQL (PostgreSQL) answer as the in-memory index (embedded)', () => {
  it.each(finderNames)('%s: values, items, value ids and item ids', async (name) => {
    const spec = finders[name];
    const memory = indexFilters(await buildFilterIndex(database, name), spec);
    const inSql = sqlFilters(database, spec);
    const codes = spec.codes.filter((c) => c !== spec.result);
    const firsts: Pair[][] = [[]];
    for (const code of codes.slice(0, 2))
      for (const v of await memory.values(code, [])) firsts.push([{ code, id: v.Id }]);
    const [first, second] = codes;
    if (first && second)
      for (const a of await memory.values(first, []))
        for (const b of await memory.values(second, [{ code: first, id: a.Id }]))
          firsts.push([
            { code: first, id: a.Id },
            { code: second, id: b.Id },
          ]);
    let compared = 0;
    for (const pairs of firsts) {
      for (const code of codes) {
        const [m, s] = await both(memory, inSql, (f) => f.values(code, pairs));
        expect(s, `${name} ${code} ${JSON.stringify(pairs)}`).toEqual(m);
        compared += m.length;
      }
      const [m, s] = await both(memory, inSql, (f) => f.items(pairs));
      expect(s, `${name} items ${JSON.stringify(pairs)}`).toEqual(m);
    }
    expect(compared).toBeGreaterThan(0);

    const items = await memory.items([]);
    expect(items.length).toBeGreaterThan(0);
    const one: Pair[] = [{ code: spec.result, id: items[0]!.id }];
    expect(await inSql.items(one)).toEqual(await memory.items(one));
    const some: Pair[] = [{ code: spec.result, items: items.slice(0, 3).map((i) => i.id) }];
    expect(await inSql.items(some)).toEqual(await memory.items(some));
    expect(await inSql.items([{ code: spec.result, items: [] }])).toEqual([]);
    for (const raw of [String(items[0]!.id), '0', '2.16', 'x'])
      expect(await inSql.isItem(raw), raw).toBe(await memory.isItem(raw));

    for (const code of codes)
      for (const v of await memory.values(code, [])) {
        const plain = isPlain(spec, code);
        for (const raw of [String(v.Id), v.Inch == null ? '' : String(v.Inch), '7.77'].filter(Boolean))
          expect(await inSql.valueId(code, raw, plain), `${name} ${code}=${raw}`).toBe(
            await memory.valueId(code, raw, plain),
          );
      }

    for (const code of spec.lookups) {
      const [row] = await database.rows<{ casting: string | null }>(
        sql`select casting from (${itemsOf(spec)}) i where casting is not null order by id limit 1`,
      );
      expect(row, `${name}: a casting number in the sample`).toBeDefined();
      for (const text of [row!.casting!, row!.casting!.toLowerCase().replace(/(.)(.)/, '$1-$2'), 'NONE'])
        expect(await inSql.items([{ code, text }]), `${name} ${code}=${text}`).toEqual(
          await memory.items([{ code, text }]),
        );
    }
  });
});

describe('the items meeting the values asked', () => {
  it('each finder has an index of its own item keys', async () => {
    const rows = await database.rows<{ name: string; def: string }>(
      sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'item_keys' and indexdef like '%gin%'`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(finderNames.map((n) => `item_keys_${n}_keys`).sort());
    for (const name of finderNames)
      expect(rows.find((r) => r.name === `item_keys_${name}_keys`)!.def).toContain(`WHERE (finder = '${name}'::text)`);
  });

  it("are read through the finder's own index, not its neighbours' (hub)", async () => {
    const spec = finders.hub;
    const code = spec.codes.find((c) => c !== spec.result)!;
    const [value] = await indexFilters(await buildFilterIndex(database, 'hub'), spec).values(code, []);
    const plan = await database.db.transaction(async (tx) => {
      // The sample's tables are small enough to be read whole: the plan an index gives is asked for.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(
        sql`explain ${sqlFilters(database, spec).matching!([{ code, id: value!.Id }])}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('item_keys_hub_keys');
    expect(plan).not.toMatch(/item_keys_(?!hub_)\w+_keys/);
  });

  it("a hub's casting number, in any formatting, is read through the index of the numbers as compared", async () => {
    const spec = finders.casting;
    const [row] = await database.rows<{ casting: string }>(
      sql`select casting_number as casting from hub_assemblies where casting_number is not null limit 1`,
    );
    const pairs: Pair[] = [{ code: spec.lookups[0]!, text: row!.casting.toLowerCase() }];
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${sqlFilters(database, spec).matching!(pairs)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('hub_assemblies_casting_norm');
    expect(await sqlFilters(database, spec).items(pairs)).toContainEqual(
      expect.objectContaining({ number: expect.any(String) }),
    );
  });
});
