import '../../runtime.js';
import { runCommand } from '../../command.js';
import { CliError, run } from './commands.js';

runCommand(
  (database, args) => run(args, database),
  (e) => (e instanceof CliError ? e.message : undefined),
);
