import { describe, expect, it, vi } from 'vitest';

// The worker running this file keeps V8's own flags: the call is recorded, not made.
vi.mock('node:v8', () => ({ setFlagsFromString: vi.fn() }));

describe('runtime', () => {
  it("sets Maglev's two flags in one call, the deoptimization data's first", async () => {
    const v8 = await import('node:v8');
    await import('./runtime.js');
    expect(vi.mocked(v8.setFlagsFromString).mock.calls).toEqual([
      ['--no-maglev-deopt-data-on-background --no-maglev-build-code-on-background'],
    ]);
  });
});
