import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import type { ServerNotification } from '@wheelend/domain';
import type { Database } from '../../db/client.js';
import { argsOf, CliError } from '../../command.js';
import { addNotification, listNotifications, removeNotification, updateNotification } from './queries.js';
import { describeIssues, type NotificationInput } from './schema.js';

export const usage = `Manage the notifications shown in the app.

  npm run notifications -- list
  npm run notifications -- add --title TEXT (--message HTML | --message-file FILE) --target Web|iOS|Android
        [--link URL]... [--update-link URL] [--version 2.0|<2.1] [--sticky] [--silent]
        [--title-es TEXT] [--message-es HTML | --message-file-es FILE]
        [--title-fr-ca TEXT] [--message-fr-ca HTML | --message-file-fr-ca FILE]
  npm run notifications -- update ID [any option of add] [--unset Link|UpdateLink|Version|Sticky|IsSilent|es|fr-CA]...
  npm run notifications -- remove ID

The title and message in Spanish (es) and Canadian French (fr-CA) are optional; a reader of a
language the notification has no text in reads the English. The message is HTML; scripts, event handlers and unsafe links are removed before it is stored.
--update-link adds the UPDATE NOW button. A version '<2.1' targets app versions below 2.1,
'2.0' exactly 2.0. The database is the one the server uses (DATA_DIR or DATABASE_URL).`;

const options = {
  title: { type: 'string' },
  message: { type: 'string' },
  'message-file': { type: 'string' },
  target: { type: 'string' },
  link: { type: 'string', multiple: true },
  'update-link': { type: 'string' },
  version: { type: 'string' },
  sticky: { type: 'boolean' },
  silent: { type: 'boolean' },
  'title-es': { type: 'string' },
  'message-es': { type: 'string' },
  'message-file-es': { type: 'string' },
  'title-fr-ca': { type: 'string' },
  'message-fr-ca': { type: 'string' },
  'message-file-fr-ca': { type: 'string' },
  unset: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

const unsettable: Record<string, Partial<NotificationInput>> = {
  link: { Link: null },
  updatelink: { UpdateLink: null, IsUpdateButton: false },
  isupdatebutton: { UpdateLink: null, IsUpdateButton: false },
  version: { Version: null },
  sticky: { Sticky: false },
  issilent: { IsSilent: false },
  silent: { IsSilent: false },
  es: { Texts: { es: undefined } },
  'fr-ca': { Texts: { 'fr-CA': undefined } },
};

/** The option names of each language's text. */
const textOptions = { es: 'es', 'fr-CA': 'fr-ca' } as const;

function idOf(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new CliError(
      `An id (a positive whole number) is required, got ${value === undefined ? 'nothing' : `'${value}'`}.`,
    );
  }
  return Number(value);
}

type Values = ReturnType<typeof parse>['values'];

const parse = (args: string[]) => argsOf(args, options);

/** The message of `--<text> HTML` or `--<file> FILE`, if either is given. */
function messageOf(v: Values, text: string, file: string): string | undefined {
  const inline = v[text as keyof Values] as string | undefined;
  const path = v[file as keyof Values] as string | undefined;
  if (inline !== undefined && path !== undefined) throw new CliError(`Give either --${text} or --${file}, not both.`);
  if (path === undefined) return inline;
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read ${path}: ${(e as Error).message}`);
  }
}

/** The fields the options name; only those given. */
function fieldsOf(v: Values): Partial<NotificationInput> {
  const f: Partial<NotificationInput> = {};
  if (v.title !== undefined) f.Title = v.title;
  const msg = messageOf(v, 'message', 'message-file');
  if (msg !== undefined) f.Message = msg;
  for (const [lang, suffix] of Object.entries(textOptions) as [keyof typeof textOptions, string][]) {
    const Title = v[`title-${suffix}` as keyof Values] as string | undefined;
    const Message = messageOf(v, `message-${suffix}`, `message-file-${suffix}`);
    if (Title !== undefined || Message !== undefined) f.Texts = { ...f.Texts, [lang]: { Title, Message } };
  }
  if (v.target !== undefined) {
    const t = ['Web', 'iOS', 'Android'].find((x) => x.toLowerCase() === v.target!.toLowerCase());
    f.TargetOS = (t ?? v.target) as NotificationInput['TargetOS'];
  }
  if (v.link !== undefined) f.Link = v.link.length === 1 ? v.link[0] : v.link;
  if (v['update-link'] !== undefined) {
    f.UpdateLink = v['update-link'];
    f.IsUpdateButton = true;
  }
  if (v.version !== undefined) f.Version = v.version;
  if (v.sticky) f.Sticky = true;
  if (v.silent) f.IsSilent = true;
  return f;
}

function line(n: ServerNotification): string {
  const flags = [n.Sticky && 'sticky', n.IsSilent && 'silent', n.IsUpdateButton && `update: ${n.UpdateLink}`].filter(
    Boolean,
  );
  return `${String(n.Id).padStart(4)}  ${n.TargetOS.padEnd(7)}  ${(n.Version ?? 'any').padEnd(7)}  ${n.Title}${
    flags.length ? `  [${flags.join(', ')}]` : ''
  }`;
}

/** Runs one command against the database; returns what it printed. */
export async function run(args: string[], database: Database): Promise<string[]> {
  const { values, positionals } = parse(args);
  const [command, ...rest] = positionals;
  if (values.help || !command) return [usage];
  switch (command) {
    case 'list': {
      const list = await listNotifications(database);
      if (list.length === 0) return ['No notifications.'];
      return [`  Id  Target   Version  Title`, ...list.map(line)];
    }
    case 'add': {
      if (rest.length) throw new CliError(`Unexpected argument '${rest[0]}': add takes options only.`);
      if (values.unset) throw new CliError('--unset is for update.');
      const n = await addNotification(database, fieldsOf(values) as NotificationInput);
      return [`Added notification ${n.Id}.`, line(n)];
    }
    case 'update': {
      const id = idOf(rest[0]);
      const changes = fieldsOf(values);
      for (const name of values.unset ?? []) {
        const u = unsettable[name.toLowerCase()];
        if (!u)
          throw new CliError(`--unset takes Link, UpdateLink, Version, Sticky, IsSilent, es or fr-CA, not '${name}'.`);
        if (u.Texts) changes.Texts = { ...changes.Texts, ...u.Texts };
        else Object.assign(changes, u);
      }
      if (Object.keys(changes).length === 0) throw new CliError('Nothing to update: give at least one option.');
      const n = await updateNotification(database, id, changes);
      if (!n) throw new CliError(`No notification with id ${id}.`);
      return [`Updated notification ${n.Id}.`, line(n)];
    }
    case 'remove': {
      const id = idOf(rest[0]);
      if (!(await removeNotification(database, id))) throw new CliError(`No notification with id ${id}.`);
      return [`Removed notification ${id}.`];
    }
    default:
      throw new CliError(`Unknown command '${command}'. Use list, add, update or remove.`);
  }
}

/** Errors of the input in words, for the command line. */
export function explain(e: unknown): string | undefined {
  if (e instanceof CliError) return e.message;
  if (e instanceof ZodError) return `The notification is not valid:\n${describeIssues(e)}`;
  if (e instanceof Error && /^(Message|Title|Texts\.[\w-]+\.Message): /.test(e.message)) return e.message;
  return undefined;
}
