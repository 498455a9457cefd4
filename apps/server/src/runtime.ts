import { setFlagsFromString } from 'node:v8';
import './tick.js';

// V8's Maglev compiler builds its code objects on the main thread. Built on a worker thread, a build
// that needs a garbage collection waits for the main thread; when the event loop has nothing left to
// run (while the embedded engine's WebAssembly compiles, or at exit) node's main thread waits for the
// workers instead, and the process hangs for good (node issue 54918). It hung 2 starts in 12 on a
// new data folder. V8 before 12 (node 20) has neither flag, nor Maglev on by default.
// Imported first by the processes' entries only (the server's `main.ts`, the commands' `cli.ts`), so
// the flags are set at a process's start: V8 changing where Maglev makes its deoptimization data
// under code already compiling crashed a test runner's worker that had imported a command module
// (`Check failed: !deopt_data.is_null()`).
if (Number(process.versions.v8.split('.')[0]) >= 12) {
  setFlagsFromString('--no-maglev-build-code-on-background');
  setFlagsFromString('--no-maglev-deopt-data-on-background');
}
