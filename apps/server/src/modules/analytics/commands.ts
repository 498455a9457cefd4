import type { Database } from '../../db/client.js';
import { argsOf, CliError } from '../../command.js';
import { formatReport, report } from './queries.js';

export const usage = `Usage analytics of the web app.

  npm run analytics -- report [--days N] [--limit N]

Prints page views by route, the top searches and the searches that found nothing,
over the last N days (all time without --days), at most --limit searches per list (default 20).`;

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new CliError(`--${name} takes a positive whole number, got '${value}'.`);
  return Number(value);
}

export async function run(args: string[], database: Database, now = new Date()): Promise<string> {
  const { values, positionals } = argsOf(args, {
    days: { type: 'string' },
    limit: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help || positionals.length === 0) return usage;
  if (positionals[0] !== 'report' || positionals.length > 1) {
    throw new CliError(`Unknown command '${positionals.join(' ')}'. The command is: report.`);
  }
  const days = positive('days', values.days);
  const limit = positive('limit', values.limit);
  const since = days ? new Date(now.getTime() - days * 86_400_000) : undefined;
  return formatReport(await report(database, { since, limit }));
}
