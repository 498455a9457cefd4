// Our own ESLint rules for the layout of DESIGN.md: `boundaries` (who may import whom) and `no-cycle`;
// and `answer-schemas` (the web client names answer schemas through `schemas`, which production drops).
// Relative imports are resolved as TypeScript resolves them ('.js' names the '.ts' file), imports of
// our workspace packages through their `exports`; type-only imports do not count for cycles.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => relative(root, file).split(sep).join('/');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const workspaces = new Map(
  readJson(join(root, 'package.json')).workspaces.map((dir) => {
    const { name, exports } = readJson(join(root, dir, 'package.json'));
    return [
      name,
      {
        dir: join(root, dir),
        open: !exports,
        exports: typeof exports === 'string' ? { '.': exports } : (exports ?? {}),
      },
    ];
  }),
);
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

function sourceFile(base) {
  const stem = base.replace(/\.(js|jsx)$/, '');
  for (const f of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(f) && statSync(f).isFile()) return f;
  }
  return undefined;
}

/** The file a workspace package's `exports` map gives for `spec`. */
function exportedFile({ dir, exports }, sub) {
  for (const [key, value] of Object.entries(exports)) {
    const target = typeof value === 'string' ? value : (value?.import ?? value?.default);
    if (typeof target !== 'string') continue;
    const [head, tail] = key.split('*');
    if (tail === undefined ? key === sub : sub.startsWith(head) && sub.endsWith(tail)) {
      const match = tail === undefined ? '' : sub.slice(head.length, sub.length - tail.length);
      return sourceFile(join(dir, target.replace('*', match)));
    }
  }
  return undefined;
}

/** The file a relative or workspace import names, or nothing (an npm package, a builtin). */
function resolveImport(from, spec) {
  if (spec.startsWith('.')) return sourceFile(resolve(dirname(from), spec));
  const name = packageName(spec);
  const ws = workspaces.get(name);
  return ws && exportedFile(ws, `.${spec.slice(name.length)}`);
}

/** What `spec` names for `violation`: a path relative to the repository, or an npm package or builtin. */
function targetOf(from, spec) {
  const file = resolveImport(from, spec);
  if (file) return rel(file);
  if (spec.startsWith('.')) return undefined;
  const ws = workspaces.get(packageName(spec));
  return ws ? `${rel(ws.dir)}/` : spec;
}

/** Why `spec` may not be imported as written: a workspace package reached past its `exports` (one
 * without `exports` is open). */
function deepImport(spec) {
  if (spec.startsWith('.')) return undefined;
  const name = packageName(spec);
  const ws = workspaces.get(name);
  if (!ws || ws.open || exportedFile(ws, `.${spec.slice(name.length)}`)) return undefined;
  const entries = Object.keys(ws.exports).map((k) => name + k.slice(1));
  return `not an entry point of ${name}; import one that its package.json exports: ${entries.join(', ')}.`;
}

const inRepo = (p) => /^(apps|packages)\//.test(p);
const isReact = (spec) => /^(react|react-[^/]+|@[^/]+\/react(-[^/]+)?)$/.test(packageName(spec));

/**
 * Why `from` may not import `to`, or nothing: `from` is a path relative to the repository, `to` one too
 * or the name an npm package or node builtin is imported by.
 */
export function violation(from, to) {
  if (from.startsWith('packages/domain/')) {
    if (!inRepo(to) && isBuiltin(to))
      return 'The domain runs in the browser as well as on the server: no node builtins; I/O belongs to the server.';
    if (!inRepo(to) && isReact(to)) return 'The domain holds rules, not screens: no React; screens belong to apps/web.';
    if (to.startsWith('apps/')) return 'The domain imports no app; the apps import the domain.';
  }
  const [appA, appB] = [from, to].map((p) => /^apps\/([^/]+)\//.exec(p)?.[1]);
  if (appA && appB && appA !== appB) return 'The web app and the server share code only through packages/domain.';
  if (/^apps\/web\/src\/(features|shared)\//.test(from) && to.startsWith('apps/web/src/app/'))
    return 'Features and shared code do not import app/; app/ puts them together.';
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
          const deep = deepImport(spec);
          if (deep) return context.report({ node, message: `'${spec}': ${deep}` });
          const target = targetOf(context.filename, spec);
          const why = target && violation(from, target);
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
    'answer-schemas': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const calls = new Set(['get', 'post', 'finderApi', 'partApi']);
        const named = (callee) =>
          callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'api'
            ? callee.property.name
            : callee.type === 'Identifier'
              ? callee.name
              : undefined;
        /** Whether a name is a value imported from the contract. */
        const fromContract = (node) => {
          const def = context.sourceCode
            .getScope(node)
            .references.find((r) => r.identifier === node)
            ?.resolved?.defs.find((d) => d.type === 'ImportBinding');
          return def?.parent.source.value === '@wheelend/domain/contract' && def.parent.importKind !== 'type';
        };
        return {
          CallExpression(call) {
            if (!calls.has(named(call.callee))) return;
            const look = (node) => {
              if (!node || typeof node !== 'object') return;
              if (node.type === 'Identifier' && fromContract(node))
                context.report({
                  node,
                  message: `Pass schemas?.${node.name} from shared/api: a schema imported from the contract stays in the production bundle, where answers are not checked.`,
                });
              else if (node.type === 'ObjectExpression') for (const p of node.properties) look(p.value);
              else if (node.type === 'ConditionalExpression') [node.consequent, node.alternate].forEach(look);
            };
            call.arguments.forEach(look);
          },
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
