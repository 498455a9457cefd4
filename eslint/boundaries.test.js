import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { violation } from './boundaries.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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

// The rule as the project's ESLint configuration runs it, on a file at a path of the repository
// (a file that is not on disk: no-cycle reads the files themselves).
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'layout/no-cycle': 'off' } } });
async function reported(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'layout/boundaries').map((m) => m.message);
}

test('the domain imports no node builtin', async () => {
  const file = 'packages/domain/src/rule.ts';
  assert.match((await reported(file, "import { readFileSync } from 'node:fs';\n"))[0], /no node builtins/);
  assert.match((await reported(file, "import path from 'path';\n"))[0], /no node builtins/);
  assert.deepEqual(await reported(file, "import { z } from 'zod';\n"), []);
});

test('the domain imports no React', async () => {
  const file = 'packages/domain/src/rule.ts';
  assert.match((await reported(file, "import { useState } from 'react';\n"))[0], /no React/);
  assert.match((await reported(file, "import { useQuery } from '@tanstack/react-query';\n"))[0], /no React/);
  assert.match((await reported(file, "import { jsx } from 'react/jsx-runtime';\n"))[0], /no React/);
});

test('package imports are checked like relative ones', async () => {
  assert.match(
    (await reported('packages/domain/src/rule.ts', "import { buildApp } from '@wheelend/server';\n"))[0],
    /imports no app/,
  );
  assert.match(
    (await reported('apps/web/src/shared/x.ts', "import { config } from '../../../server/src/config.js';\n"))[0],
    /only through packages\/domain/,
  );
  assert.deepEqual(
    await reported('apps/web/src/shared/x.ts', "import { finders } from '@wheelend/domain/finder';\n"),
    [],
  );
  assert.equal(violation('apps/web/src/features/hub/api.ts', 'packages/domain/src/finder/finders.ts'), undefined);
});

test('a workspace package is imported only through the entry points its exports name', async () => {
  const file = 'apps/server/src/modules/x/routes.ts';
  const [deep] = await reported(file, "import { finders } from '@wheelend/domain/finder/finders';\n");
  assert.match(deep, /not an entry point of @wheelend\/domain/);
  assert.match(deep, /@wheelend\/domain\/contract/);
  assert.match(
    (await reported(file, "export { kit } from '@wheelend/domain/contract/kits';\n"))[0],
    /not an entry point/,
  );
  assert.match((await reported(file, "const m = import('@wheelend/domain/src/index.ts');\n"))[0], /not an entry point/);
  for (const entry of ['@wheelend/domain', '@wheelend/domain/contract', '@wheelend/domain/finder'])
    assert.deepEqual(await reported(file, `import * as m from '${entry}';\n`), [], entry);
});

test('features and shared code stay off app/', async () => {
  const code = "import { Shell } from '../../app/Shell';\n";
  assert.match((await reported('apps/web/src/features/drum/Pages.tsx', code))[0], /do not import app\//);
  assert.match((await reported('apps/web/src/shared/Page.tsx', "import { Shell } from '../app/Shell';\n"))[0], /app\//);
  assert.deepEqual(await reported('apps/web/src/app/router.tsx', "import { Shell } from './Shell';\n"), []);
});

test('the web client names answer schemas through schemas, never as an import of the contract', async () => {
  const file = 'apps/web/src/features/drum/api.ts';
  const schemaErrors = async (code) =>
    (await eslint.lintText(code, { filePath: join(root, file) }))[0].messages
      .filter((m) => m.ruleId === 'layout/answer-schemas')
      .map((m) => m.message);
  const head =
    "import { api, schemas } from '../../shared/api';\nimport { partApi } from '../../shared/finder/partApi';\n";
  const imported = "import { drumDetails, drumSummaries } from '@wheelend/domain/contract';\n";
  assert.match(
    (await schemaErrors(`${head}${imported}export const a = () => api.get(drumDetails, '/x');\n`))[0],
    /schemas\?\.drumDetails/,
  );
  assert.equal(
    (
      await schemaErrors(
        `${head}${imported}export const b = partApi(s, { summaries: drumSummaries, details: drumDetails }, 'k', f);\n`,
      )
    ).length,
    2,
  );
  assert.deepEqual(await schemaErrors(`${head}export const c = () => api.get(schemas?.drumDetails, '/x');\n`), []);
  const typeOnly = "import type { drumDetails } from '@wheelend/domain/contract';\n";
  assert.deepEqual(
    await schemaErrors(`${head}${typeOnly}export const d = (x: typeof drumDetails) => api.get(undefined, '/x');\n`),
    [],
  );
});
