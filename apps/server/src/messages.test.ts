import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '@wheelend/domain';
import { catalogProblems, keyLiterals, type AreaCatalogs } from '@wheelend/domain/i18n/check';

const repo = join(import.meta.dirname, '../../..');
const messages = join(repo, 'packages/domain/messages');

function readCatalogs(): Record<string, AreaCatalogs> {
  const out: Record<string, AreaCatalogs> = {};
  for (const area of readdirSync(messages)) {
    out[area] = {};
    for (const file of readdirSync(join(messages, area)))
      out[area][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(messages, area, file), 'utf8'));
  }
  return out;
}

/** The key literals of the app's code (tests excluded: a key only a test names is not used). */
function usedKeys(): Set<string> {
  const used = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) keyLiterals(readFileSync(path, 'utf8'), used);
    }
  };
  for (const dir of ['apps/web/src', 'apps/server/src', 'packages/domain/src']) walk(join(repo, dir));
  return used;
}

describe('the message catalogs', () => {
  it('have one folder per area, each key in all three languages, valid ICU, the same placeholders, and used by the code', () => {
    const catalogs = readCatalogs();
    expect(Object.keys(catalogs).sort()).toEqual([...areas].sort());
    expect(catalogProblems(catalogs, usedKeys())).toEqual([]);
  });

  it('report a missing key, a malformed message, other placeholders and an unused key', () => {
    const good = { en: { 'x.a': 'Step {n}' }, es: { 'x.a': 'Paso {n}' }, 'fr-CA': { 'x.a': 'Étape {n}' } };
    expect(catalogProblems({ x: good }, new Set(['x.a']))).toEqual([]);
    expect(catalogProblems({ x: { ...good, es: {} } }, new Set(['x.a']))).toEqual(['x/es.json has no x.a']);
    expect(catalogProblems({ x: { ...good, es: { 'x.a': 'Paso {n' } } }, new Set(['x.a']))[0]).toMatch(
      /^x\/es.json: x.a is not valid ICU/,
    );
    expect(catalogProblems({ x: { ...good, 'fr-CA': { 'x.a': 'Étape {m}' } } }, new Set(['x.a']))).toEqual([
      'x/fr-CA.json: x.a uses {m}, the English {n}',
    ]);
    expect(catalogProblems({ x: good }, new Set())).toEqual(['x: no code uses x.a']);
    expect(catalogProblems({ x: { en: { 'y.a': 'A' }, es: { 'y.a': 'A' } } }, new Set(['y.a']))).toEqual([
      'x/en.json: y.a is not named after its area',
      'x/es.json: y.a is not named after its area',
      'x/fr-CA.json is missing',
    ]);
  });

  it('finds the key literals of a source text', () => {
    const source = `t('home.title'); const x = { id: "common.finder.empty" }; import './a.css';`;
    expect([...keyLiterals(source)]).toEqual(['home.title', 'common.finder.empty']);
  });
});
