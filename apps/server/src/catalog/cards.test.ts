import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Language } from '@wheelend/domain';
import { withSampleApp } from '../test/app.js';
import { results } from '../http/reply.js';
import { summaries } from '../modules/hubs/queries.js';
import { hubSummarySql } from '../modules/hubs/summaryStore.js';
import { seedIfEmpty } from './seed.js';

const t = withSampleApp();

const hubIds = async () =>
  (await t.database.rows<{ id: number }>(sql`select id from hub_assemblies order by id`)).map((r) => r.id);

describe('what the import makes beside the rows', () => {
  it("each item's keys are its filter values, every finder", async () => {
    const [row] = await t.database.rows<{ missing: number; extra: number; items: number }>(sql`
      select
        (select count(*)::int from item_filters f where not exists (select 1 from item_keys k
          where k.finder = f.finder and k.item_id = f.item_id and k.keys @> array[f.code || ':' || f.value_id])) as missing,
        (select count(*)::int from item_keys k, unnest(k.keys) key where not exists (select 1 from item_filters f
          where f.finder = k.finder and f.item_id = k.item_id and f.code || ':' || f.value_id = key)) as extra,
        (select count(*)::int from item_keys) as items`);
    expect(row).toEqual({ missing: 0, extra: 0, items: expect.any(Number) });
    expect(row!.items).toBeGreaterThan(100);
  });

  it("each hub's cards are its summary read from the rows, in every language", async () => {
    const ids = await hubIds();
    expect(ids.length).toBeGreaterThan(100);
    const stored = await hubSummarySql(t.database).current();
    for (const lang of ['en', 'es', 'fr-CA'] as Language[]) {
      const list = await summaries(t.database, ids, lang);
      expect((await stored.answer(ids, false, lang)).toString(), lang).toBe(JSON.stringify(results(list)));
      // Asked without inclv: the same cards, in English.
      expect((await stored.answer(ids, true, lang)).toString(), lang).toBe(
        JSON.stringify(results(await summaries(t.database, ids, 'en'))),
      );
    }
  });

  it('a catalog imported before the cards existed gets them at the next start', async () => {
    const before = (await (await hubSummarySql(t.database).current()).answer(await hubIds())).toString();
    await t.database.rows(sql`delete from hub_cards`);
    expect((await (await hubSummarySql(t.database).current()).answer(await hubIds())).toString()).not.toBe(before);
    expect(await seedIfEmpty(t.database)).toBeUndefined();
    expect((await (await hubSummarySql(t.database).current()).answer(await hubIds())).toString()).toBe(before);
  });
});
