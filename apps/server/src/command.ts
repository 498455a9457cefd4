import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';

/** A mistake in a command's input: its message is shown as it is, and the command exits with 2. */
export class CliError extends Error {}

/** A command's arguments: its words and `options`; an unknown or malformed option is a CliError. */
export function argsOf<const O extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new CliError((e as Error).message);
  }
}

/**
 * Runs a command-line task on the configured database (migrated first) and exits: 0 when it
 * succeeds, 2 with the message when `usage` explains the error (by default a CliError's own), 1 for
 * anything else. Called by a command's entry (its `cli.ts`, which imports `runtime.js` first); the
 * task itself lives beside it (`commands.ts`), where the tests import it.
 */
export function runCommand(
  task: (database: Database, args: string[]) => Promise<string[]>,
  usage: (e: unknown) => string | undefined = (e) => (e instanceof CliError ? e.message : undefined),
): void {
  const main = async () => {
    const config = loadConfig();
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    let code = 0;
    try {
      await database.migrate();
      for (const line of await task(database, process.argv.slice(2))) console.log(line);
    } catch (e) {
      const message = usage(e);
      if (message === undefined) throw e;
      console.error(message);
      code = 2;
    } finally {
      await database.close();
    }
    process.exit(code);
  };
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
