// Our own ESLint rules for the layout of DESIGN.md: `boundaries` (who may import whom) and `no-cycle`.
// Relative imports are resolved as TypeScript resolves them ('.js' names the '.ts' file); type-only
// imports do not count for cycles.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => relative(root, file).split(sep).join('/');

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|jsx)$/, '');
  for (const f of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(f) && statSync(f).isFile()) return f;
  }
  return undefined;
}

/** Why `from` may not import `to` (paths relative to the repository), or nothing. */
export function violation(from, to) {
  const feature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];
  const module = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];
  const [fa, fb] = [feature(from), feature(to)];
  if (fa && fb && fa !== fb)
    return 'A feature does not import another feature; move what both need to apps/web/src/shared.';
  if (from.startsWith('apps/web/src/shared/') && fb) return 'Shared code does not import a feature.';
  const [ma, mb] = [module(from), module(to)];
  if (ma && mb && ma !== mb && !/\/index\.ts$/.test(to))
    return "A server module imports only another module's index.ts; move what both need to src/finders or src/http.";
  if (/^apps\/server\/src\/(finders|http|db)\//.test(from) && mb) return 'Shared server code does not import a module.';
  return undefined;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const edges = new Map();
function importsOf(file) {
  let list = edges.get(file);
  if (!list) {
    list = [];
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      if (m[1]) continue;
      const target = resolveImport(file, m[2] ?? m[3]);
      if (target) list.push(target);
    }
    edges.set(file, list);
  }
  return list;
}

/** A path of imports from `start` back to itself, or nothing. */
function cycleFrom(start) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, path] = stack.pop();
    for (const next of importsOf(file)) {
      if (next === start) return [...path, start];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...path, next]]);
      }
    }
  }
  return undefined;
}

const sourceOf = (node) => node.source?.type === 'Literal' && node.source.value;

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = rel(context.filename);
        const check = (node, spec) => {
          if (typeof spec !== 'string') return;
          const target = resolveImport(context.filename, spec);
          const why = target && violation(from, rel(target));
          if (why) context.report({ node, message: `'${spec}': ${why}` });
        };
        return {
          ImportDeclaration: (node) => check(node, sourceOf(node)),
          ExportNamedDeclaration: (node) => check(node, sourceOf(node)),
          ExportAllDeclaration: (node) => check(node, sourceOf(node)),
          ImportExpression: (node) => check(node, sourceOf(node)),
        };
      },
    },
    'no-cycle': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          Program(node) {
            const cycle = cycleFrom(context.filename);
            if (cycle) context.report({ node, message: `Import cycle: ${cycle.map(rel).join(' -> ')}` });
          },
        };
      },
    },
  },
};
