import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The file the web host reads: for each address pattern of the router, the files its screen loads;
 * the server build adds every pattern, to tell the addresses the app has no page for (`pagePatterns`). */
export const HINTS_FILE = 'hints.json';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const CATALOG = '\0catalog:';

/** One lazy route as the routes files write it: its address pattern, the modules its element loads
 * and the message areas it awaits. A pattern made by a function (`partFinderRoutes(root, …)`) is the
 * root and everything under it (`root/*`); a `${…}` part is the string constant it names, else any
 * one segment (a pattern that would start with one is left out). */
export interface LazyRoute {
  path: string;
  modules: string[];
  areas: string[];
}

/** Reads a routes file: `const X = lazy(inArea('area', () => import('./Page')))` and the routes whose
 * element is `<X … />`. */
export function lazyRoutes(file: string, text: string): LazyRoute[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazies = new Map<string, { modules: string[]; areas: string[] }>();
  const strings = new Map<string, string>();
  const routes: LazyRoute[] = [];

  const importsIn = (node: ts.Node) => {
    const modules: string[] = [];
    const areas: string[] = [];
    const walk = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [spec] = n.arguments;
        if (spec && ts.isStringLiteral(spec)) modules.push(moduleFile(resolve(dirname(file), spec.text)));
      } else if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'inArea') {
        const [area] = n.arguments;
        if (area && ts.isStringLiteral(area)) areas.push(area.text);
      }
      ts.forEachChild(n, walk);
    };
    walk(node);
    return { modules, areas };
  };
  const lazyIn = (node: ts.Node): string | undefined => {
    let found: string | undefined;
    const walk = (n: ts.Node) => {
      if (found) return;
      if (ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)) {
        const name = n.tagName.getText(source);
        if (lazies.has(name)) found = name;
      }
      ts.forEachChild(n, walk);
    };
    walk(node);
    return found;
  };
  const literal = (node: ts.Expression): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) return strings.get(node.text);
    return undefined;
  };
  const pathOf = (node: ts.Expression): string | undefined => {
    if (!ts.isTemplateExpression(node)) return literal(node);
    const parts = node.templateSpans.map((s, i) => (literal(s.expression) ?? `:${i}`) + s.literal.text);
    const path = node.head.text + parts.join('');
    return path.startsWith(':') ? undefined : path;
  };
  const add = (path: string, name: string) => routes.push({ path, ...lazies.get(name)! });

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'lazy')
        lazies.set(node.name.text, importsIn(init));
      else if (ts.isStringLiteral(init)) strings.set(node.name.text, init.text);
    } else if (ts.isObjectLiteralExpression(node)) {
      const prop = (key: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key,
        );
      const path = prop('path');
      const element = prop('element');
      const name = element && lazyIn(element.initializer);
      const pattern = path && pathOf(path.initializer);
      if (name && pattern !== undefined) add(pattern, name);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const root = literal(node.arguments[0]!);
      const name = root === undefined ? undefined : lazyIn(node);
      if (name && root !== undefined) {
        add(root, name);
        add(`${root}/*`, name);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

function moduleFile(base: string): string {
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (existsSync(base + ext)) return base + ext;
  return base;
}

/** Builds `hints.json`: `all` (what every address loads before its screen: the app the entry starts,
 * the shell's messages) and,
 * per lazy route, the screen's chunks, the chunks they import (not the entry's, which the page
 * names), its styles, and its messages by language (the web host names those of the reader's). */
export const hints = (): Plugin => ({
  name: 'hints',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (this.environment && this.environment.name !== 'client') return;
    const chunks = Object.values(bundle as OutputBundle).filter((c): c is OutputChunk => c.type === 'chunk');
    if (!chunks.some((c) => c.isEntry && c.facadeModuleId?.endsWith('.html'))) return;
    const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const entries = chunks.filter((c) => c.isEntry);
    const entry = new Set(entries.flatMap((c) => [c.fileName, ...c.imports]));
    /** An area's message chunks by language (the pseudo-locale's left out). */
    const catalogs = (areas: string[]) => {
      const byLanguage: Record<string, string[]> = {};
      for (const area of areas)
        for (const c of chunks) {
          const id = c.facadeModuleId;
          if (!id?.startsWith(`${CATALOG}${area}-`) || id.endsWith('-en-XA')) continue;
          (byLanguage[id.slice(CATALOG.length + area.length + 1)] ??= []).push(`/${c.fileName}`);
        }
      return byLanguage;
    };
    const filesOf = (modules: string[]) => {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const add = (chunk: OutputChunk | undefined) => {
        if (!chunk || entry.has(chunk.fileName) || scripts.has(chunk.fileName)) return;
        scripts.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const file of chunk.imports) add(byFile.get(file));
      };
      for (const m of modules) add(byModule.get(m));
      return { scripts, styles };
    };
    // The app the entry starts once the page has painted (main.tsx): every address loads it.
    const app = filesOf(entries.flatMap((c) => c.dynamicImports.map((f) => byFile.get(f)?.facadeModuleId ?? '')));
    for (const file of app.scripts) entry.add(file);
    const features = readdirSync(join(src, 'features'));
    const routes = features.flatMap((feature) => {
      const file = join(src, 'features', feature, 'routes.tsx');
      if (!existsSync(file)) return [];
      return lazyRoutes(file, readFileSync(file, 'utf8')).map((r) => {
        const { scripts, styles } = filesOf(r.modules);
        return {
          path: r.path,
          scripts: [...scripts].map((f) => `/${f}`),
          styles: [...styles].map((f) => `/${f}`),
          messages: catalogs(r.areas),
        };
      });
    });
    const all = {
      scripts: [...app.scripts].map((f) => `/${f}`),
      styles: [...app.styles].map((f) => `/${f}`),
      messages: catalogs(['common']),
    };
    this.emitFile({ type: 'asset', fileName: HINTS_FILE, source: JSON.stringify({ all, routes }) });
  },
});

/** Adds to the client build's `hints.json` the router's address patterns, as the server's render
 * module (src/server.tsx, built last) reads them from the routes themselves: `pages`, each with
 * whether it shows Page Not Found. */
export const pagePatterns = (): Plugin => {
  let root = '';
  let outDir = '';
  return {
    name: 'page-patterns',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    async closeBundle() {
      const file = resolve(root, 'dist', HINTS_FILE);
      const module = join(outDir, 'server.js');
      if (!existsSync(file) || !existsSync(module)) return;
      const { pagePatterns } = (await import(pathToFileURL(module).href)) as {
        pagePatterns: () => { path: string; notFound: boolean }[];
      };
      const hints = JSON.parse(readFileSync(file, 'utf8')) as object;
      writeFileSync(file, JSON.stringify({ ...hints, pages: pagePatterns() }));
    },
  };
};
