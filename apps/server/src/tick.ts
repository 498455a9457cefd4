import { executionAsyncResource } from 'node:async_hooks';

// Node's `process.nextTick` makes each tick object with one object literal, whose inline caches know
// one set of maps. A collection that frees those maps while no tick object is alive (the thorough one
// before the first request, or one of V8's memory reducer in a quiet spell) leaves the caches
// megamorphic, and every tick after goes through V8's runtime for the life of the process: about 3 µs
// of each answer's 20 (bench/README.md). One tick object kept alive keeps its maps.
let kept: object | undefined;
process.nextTick(() => {
  kept = executionAsyncResource();
});

/** The tick object kept alive (imported by the processes' entries through runtime.ts). */
export const keptTick = () => kept;
