import '../../runtime.js';
import { runCommand } from '../../command.js';
import { run } from './commands.js';

runCommand((database, args) => run(args, database));
