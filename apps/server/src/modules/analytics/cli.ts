import '../../runtime.js';
import { runCommand } from '../../command.js';
import { run } from './commands.js';

runCommand(async (database, args) => [await run(args, database)]);
