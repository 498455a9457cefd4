import '../../runtime.js';
import { runCommand } from '../../command.js';
import { explain, run } from './commands.js';

runCommand(
  (database, args) => run(args, database),
  (e) => {
    const message = explain(e);
    return message === undefined ? undefined : `${message}\n\nRun with --help for usage.`;
  },
);
