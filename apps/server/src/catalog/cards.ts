// What an import makes from the loaded rows beside them: each item's filter values as one array, and each
// hub's card as JSON, so that on PostgreSQL a hub list is one index lookup and the cards joined.
import { cardColumns, summaryOf, SUMMARY_CODES, type CardSource } from '../modules/hubs/queries.js';
import { copyLine, type Session } from './bulk.js';

/** Hubs read and written at a time. */
const BATCH = 2000;

/** Fills `into` (item_keys or its staged copy) from `from` (item_filters or its staged copy). */
export async function makeItemKeys(s: Session, from: string, into: string) {
  await s.exec(`insert into ${into} (finder, item_id, keys)
    select finder, item_id, array_agg(code || ':' || value_id order by code, value_id)
    from ${from} group by finder, item_id`);
}

/**
 * Fills `tables.cards` (hub_cards or its staged copy) with every hub's card made from `tables.hubs` and
 * `tables.filters` (and images): the same JSON a hub list read the summaries from SQL would send.
 */
export async function makeHubCards(s: Session, tables: { hubs: string; filters: string; cards: string }) {
  const columns = Object.entries(cardColumns)
    .map(([key, c]) => `h.${c.name} as "${key}"`)
    .join(', ');
  const lowest = SUMMARY_CODES.map((c) => `min(f.value_id) filter (where f.code = '${c}')`).join(', ');
  for (let last = -1; ;) {
    const rows = (await s.exec(`select ${columns},
        (select array_agg(i.guid order by i.image_type_id, i.guid) from images i where i.part_number = h.hub_assembly_number) as guids,
        (select array_agg(i.image_type_id order by i.image_type_id, i.guid) from images i where i.part_number = h.hub_assembly_number) as types,
        (select array[${lowest}] from ${tables.filters} f where f.finder = 'hub' and f.item_id = h.id) as filters
      from ${tables.hubs} h where h.id > ${last} order by h.id limit ${BATCH}`)) as unknown as CardSource[];
    if (!rows.length) return;
    let lines = '';
    for (const row of rows) {
      const en = summaryOf(row, 'en');
      const json = JSON.stringify(en);
      const other = (lang: 'es' | 'fr-CA') => {
        const text = JSON.stringify(summaryOf(row, lang));
        return text === json ? null : text;
      };
      lines += copyLine([
        row.id,
        row.hubAssemblyNumber,
        json,
        // `named`: read by servers of earlier versions for the hubs asked without inclv; now the same card.
        json,
        other('es'),
        other('fr-CA'),
      ]);
    }
    // The connection reads nothing else while a COPY is under way: each batch is read, then written.
    const copy = s.copy(tables.cards, ['id', 'number', 'card', 'named', 'card_es', 'card_fr_ca']);
    await copy.write(lines);
    await copy.end();
    last = rows[rows.length - 1]!.id;
  }
}

/** Makes the served catalog's item keys and hub cards again from its rows, in one transaction (`s`). */
export async function remakeKeysAndCards(s: Session) {
  await s.exec('delete from item_keys');
  await makeItemKeys(s, 'item_filters', 'item_keys');
  await s.exec('delete from hub_cards');
  await makeHubCards(s, { hubs: 'hub_assemblies', filters: 'item_filters', cards: 'hub_cards' });
  await s.exec('analyze item_keys, hub_cards');
}
