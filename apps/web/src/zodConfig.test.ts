import { expect, it } from 'vitest';
import './zodConfig';
import { config } from 'zod/v4/core';
import { z } from 'zod';

it('zod loaded after the setting runs without eval', () => {
  expect(config().jitless).toBe(true);
  const probe = globalThis.Function;
  let called = 0;
  globalThis.Function = new Proxy(probe, {
    construct: (t, a) => (called++, Reflect.construct(t, a)),
    apply: (t, s, a) => (called++, Reflect.apply(t, s, a)),
  });
  try {
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  } finally {
    globalThis.Function = probe;
  }
  expect(called).toBe(0);
});
