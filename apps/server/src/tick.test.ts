import { executionAsyncResource } from 'node:async_hooks';
import { expect, it } from 'vitest';
import { keptTick } from './tick.js';

const tickObject = () => new Promise<object>((resolve) => process.nextTick(() => resolve(executionAsyncResource())));

it("keeps one of node's tick objects alive, made by the literal every tick object is made by", async () => {
  await tickObject();
  const kept = keptTick();
  const fresh = await tickObject();
  expect(kept).toBeDefined();
  expect(kept).not.toBe(fresh);
  // Its async ids (under symbols), its callback and its arguments, in the literal's order.
  const symbols = Object.getOwnPropertySymbols(kept).map((s) => s.description);
  expect(symbols).toEqual(expect.arrayContaining(['async_id_symbol', 'trigger_async_id_symbol']));
  expect(Reflect.ownKeys(kept!)).toEqual(Reflect.ownKeys(fresh));
  expect(typeof (fresh as { callback?: unknown }).callback).toBe('function');
});
