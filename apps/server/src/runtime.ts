import { setFlagsFromString } from 'node:v8';

// V8's Maglev compiler builds its code objects on the main thread. Built on a worker thread, a build
// that needs a garbage collection waits for the main thread; when the event loop has nothing left to
// run (while the embedded engine's WebAssembly compiles, or at exit) node's main thread waits for the
// workers instead, and the process hangs for good (node issue 54918). It hung 2 starts in 12 on a
// new data folder. V8 before 12 (node 20) has neither flag, nor Maglev on by default.
// Only at a process's start: a test runner's worker that imports a command module has compiled code
// in flight, and V8 changing where Maglev makes its deoptimization data under it crashed one
// (`Check failed: !deopt_data.is_null()`). The servers such tests start are processes of their own.
if (Number(process.versions.v8.split('.')[0]) >= 12 && !/vitest/.test(process.argv[1] ?? '')) {
  setFlagsFromString('--no-maglev-build-code-on-background');
  setFlagsFromString('--no-maglev-deopt-data-on-background');
}
