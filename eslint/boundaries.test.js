import { test } from 'node:test';
import assert from 'node:assert/strict';
import { violation } from './boundaries.js';

test('a feature imports only itself and shared code', () => {
  assert.ok(violation('apps/web/src/features/drum/Pages.tsx', 'apps/web/src/features/hub/routes.tsx'));
  assert.equal(violation('apps/web/src/features/drum/Pages.tsx', 'apps/web/src/features/drum/api.ts'), undefined);
  assert.equal(violation('apps/web/src/features/drum/Pages.tsx', 'apps/web/src/shared/api.ts'), undefined);
  assert.ok(violation('apps/web/src/shared/finder/PartFinder.tsx', 'apps/web/src/features/rotor/api.ts'));
});

test("a module imports another module's index only, and shared server code no module", () => {
  assert.ok(violation('apps/server/src/modules/rotors/routes.ts', 'apps/server/src/modules/drums/queries.ts'));
  assert.equal(
    violation('apps/server/src/modules/calculator/routes.ts', 'apps/server/src/modules/email/index.ts'),
    undefined,
  );
  assert.ok(violation('apps/server/src/finders/routes.ts', 'apps/server/src/modules/hubs/queries.ts'));
  assert.equal(violation('apps/server/src/modules/index.ts', 'apps/server/src/modules/hubs/routes.ts'), undefined);
});
