import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import { lookup, MAX_SUGGESTIONS, select, type Row } from '../../finders/numbers.js';

export { memoryLookup, sqlLookup, type Mode } from '../../finders/numbers.js';

/** A part-number suggestion; PartNumber is the provider's own equivalent number. */
function suggestion(r: Row) {
  return {
    CompetitorInterchangesId: r.id,
    CompetitorId: r.competitor_id,
    CompetitorName: r.competitor ?? '',
    CompetitorPartNumber: r.number,
    PartTypeId: r.part_type_id,
    PartNumber: r.own,
  };
}

/** Home search suggestions. */
export async function partSuggestions(database: Database, text: string) {
  const rows = await lookup(database, text);
  return rows.map((r) => ({ ...suggestion(r), IsOwn: normalizePartNumber(r.own) === r.norm }));
}

/** Assembly number suggestions: numbers of complete hubs that lead to one of the provider's hubs;
 * 'parts' keeps those whose hub has aftermarket parts. */
export async function hubNumberSuggestions(database: Database, text: string, mode: 'hubs' | 'parts') {
  const rows = await lookup(database, text, mode);
  return rows.map((r) => ({
    CompetitorHubAssemblyNumberId: r.id,
    Competitor: r.competitor ?? '',
    HubAssemblyNumber: r.number,
    AftermarketHubAssemblyNumber: r.own,
  }));
}

/** The provider's own equivalents of a part number (exact match, any formatting). */
export async function ownEquivalents(database: Database, text: string) {
  const norm = normalizePartNumber(text);
  if (!norm) return [];
  const rows = await database.rows<Row>(sql`${select}
    where i.norm = ${norm} order by i.id limit ${MAX_SUGGESTIONS}`);
  return rows.map(suggestion);
}
