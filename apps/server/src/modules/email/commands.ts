import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { argsOf, CliError } from '../../command.js';

export const usage = `The email outbox.

  npm run email -- list [--all]        queued and failed emails (--all: sent ones too)
  npm run email -- retry <id>...       send these failed or queued emails again now
  npm run email -- retry --failed      send every failed email again now

A retried email gets a new retry window (EMAIL_RETRY_HOURS) from now; a running server sends it
within a second.`;

type Row = {
  id: number | string;
  status: string;
  to_address: string;
  subject: string;
  attempts: number;
  created_at: Date | string;
  next_attempt_at: Date | string;
  last_error: string | null;
};

const when = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

function format(rows: Row[]) {
  if (rows.length === 0) return ['No queued or failed emails.'];
  return rows.map((r) => {
    const due = r.status === 'pending' ? `, next try ${when(r.next_attempt_at)}` : '';
    const error = r.last_error ? `\n      last error: ${r.last_error.replace(/\s+/g, ' ').slice(0, 200)}` : '';
    return `${String(r.id).padStart(6)}  ${r.status.padEnd(7)}  ${r.to_address}  "${r.subject}"  queued ${when(r.created_at)}, ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}${due}${error}`;
  });
}

export async function run(args: string[], database: Database): Promise<string[]> {
  const { values, positionals } = argsOf(args, {
    all: { type: 'boolean' },
    failed: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  const [command, ...ids] = positionals;
  if (values.help || !command) return [usage];
  if (command === 'list') {
    const rows = await database.rows<Row>(sql`
      SELECT id, status, to_address, subject, attempts, created_at, next_attempt_at, last_error
        FROM email_outbox
       WHERE ${values.all ? sql`true` : sql`status <> 'sent'`}
       ORDER BY id`);
    return format(rows);
  }
  if (command === 'retry') {
    if (ids.some((id) => !/^\d+$/.test(id))) throw new CliError(`Email ids are whole numbers, got '${ids.join(' ')}'.`);
    if (ids.length === 0 && !values.failed) throw new CliError('Name the emails to retry, or give --failed.');
    const which = values.failed
      ? sql`status = 'failed'`
      : sql`id IN (${sql.join(
          ids.map((id) => sql`${Number(id)}`),
          sql`, `,
        )}) AND status <> 'sent'`;
    const rows = await database.rows<{ id: number | string }>(sql`
      UPDATE email_outbox
         SET status = 'pending', next_attempt_at = now(), locked_until = NULL, retried_at = now()
       WHERE ${which}
       RETURNING id`);
    const done = rows.map((r) => String(r.id));
    const missing = ids.filter((id) => !done.includes(String(Number(id))));
    return [
      `${done.length} email${done.length === 1 ? '' : 's'} queued to send again${done.length ? `: ${done.join(', ')}` : ''}.`,
      ...(missing.length ? [`Not found or already sent: ${missing.join(', ')}.`] : []),
    ];
  }
  throw new CliError(`Unknown command '${command}'. The commands are: list, retry.`);
}
