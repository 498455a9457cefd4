import { setFlagsFromString } from 'node:v8';
import './tick.js';

// V8's Maglev compiler builds its code objects on the main thread. Built on a worker thread, a build
// that needs a garbage collection waits for the main thread; when the event loop has nothing left to
// run (while the embedded engine's WebAssembly compiles, or at exit) node's main thread waits for the
// workers instead, and the process hangs for good (node issue 54918). It hung 2 starts in 12 on a
// new data folder. V8 before 12 (node 20) has neither flag, nor Maglev on by default.
// Imported first by the processes' entries only (the server's `main.ts`, the commands' `cli.ts`), so
// the flags are set at a process's start, both in one call, the deoptimization data's first: between two
// calls, a job that Maglev compiled on the worker under the old flags could be finished on the main
// thread under a mix of them (its code built there, its deoptimization data expected from the worker,
// which had not made it), and V8 stopped the process (`Check failed: !deopt_data.is_null()`, about one
// start in a few hundred; in a script with forty functions tiering up as the flags changed, 10 runs in
// 100 with two calls, none with one).
const MAGLEV_FLAGS = '--no-maglev-deopt-data-on-background --no-maglev-build-code-on-background';
if (Number(process.versions.v8.split('.')[0]) >= 12) setFlagsFromString(MAGLEV_FLAGS);
