import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export type PageView = { kind: 'page_view'; route: string };
export type Search = { kind: 'unified_search'; competitor: string | null; partNumber: string; found: boolean | null };
export type AnalyticsEvent = PageView | Search;

export async function storeEvents(database: Database, events: AnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  await database.db
    .insert(analyticsEvents)
    .values(
      events.map((e) =>
        e.kind === 'page_view'
          ? { kind: e.kind, route: e.route }
          : { kind: e.kind, competitor: e.competitor, partNumber: e.partNumber, found: e.found },
      ),
    );
}

export type Report = {
  since: Date | null;
  pageViews: { route: string; views: number }[];
  topSearches: { competitor: string | null; partNumber: string; searches: number }[];
  notFound: { competitor: string | null; partNumber: string; searches: number }[];
};

/** Page views by route, the most frequent searches and the searches that found nothing. */
export async function report(database: Database, opts: { since?: Date; limit?: number } = {}): Promise<Report> {
  const since = opts.since ?? null;
  const limit = opts.limit ?? 20;
  const after = since ? sql`and created_at >= ${since.toISOString()}::timestamptz` : sql``;
  const pageViews = await database.rows<{ route: string; views: number | string }>(sql`
    select route, count(*)::int as views from analytics_events
    where kind = 'page_view' ${after}
    group by route order by views desc, route asc`);
  const searches = (found: boolean | null) =>
    database.rows<{ competitor: string | null; part_number: string; searches: number | string }>(sql`
    select competitor, part_number, count(*)::int as searches from analytics_events
    where kind = 'unified_search' ${found === false ? sql`and found = false` : sql``} ${after}
    group by competitor, part_number order by searches desc, part_number asc limit ${limit}`);
  const toSearch = (r: { competitor: string | null; part_number: string; searches: number | string }) => ({
    competitor: r.competitor,
    partNumber: r.part_number,
    searches: Number(r.searches),
  });
  return {
    since,
    pageViews: pageViews.map((r) => ({ route: r.route, views: Number(r.views) })),
    topSearches: (await searches(null)).map(toSearch),
    notFound: (await searches(false)).map(toSearch),
  };
}

export function formatReport(r: Report): string {
  const out: string[] = [];
  out.push(r.since ? `Analytics since ${r.since.toISOString().slice(0, 10)}` : 'Analytics, all time');
  const table = (title: string, rows: string[][], empty: string) => {
    out.push('', title);
    if (rows.length === 0) return void out.push(`  ${empty}`);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    for (const row of rows)
      out.push(
        `  ${row.map((c, i) => (i === row.length - 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`,
      );
  };
  table(
    'Page views by route',
    r.pageViews.map((p) => [p.route, String(p.views)]),
    'No page views.',
  );
  const searchRows = (list: Report['topSearches']) =>
    list.map((s) => [s.partNumber, s.competitor ?? '-', String(s.searches)]);
  table('Top searches (part number, competitor, searches)', searchRows(r.topSearches), 'No searches.');
  table('Searches that found nothing', searchRows(r.notFound), 'None.');
  return out.join('\n');
}
