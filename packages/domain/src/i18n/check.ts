import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { languages } from './languages';

/** An area's catalogs by language: flat objects of ICU messages. */
export type AreaCatalogs = Partial<Record<string, Record<string, string>>>;

/** The names of the placeholders a compiled message uses, in its branches too. */
function placeholders(m: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of m) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object')
      for (const [k, branch] of Object.entries(format))
        if (k !== 'offset' && Array.isArray(branch)) placeholders(branch, into);
  }
  return into;
}

/** Every problem of the catalogs: a missing language file, a key missing in a language or not named
 * after its area, a message that is not valid ICU, a translation with other placeholders than the
 * English, and a key that no source text names (`used` holds the key literals found in the code). */
export function catalogProblems(catalogs: Record<string, AreaCatalogs>, used: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const [area, byLang] of Object.entries(catalogs)) {
    const en = byLang.en ?? {};
    const keys = new Set(languages.flatMap((l) => Object.keys(byLang[l] ?? {})));
    for (const lang of languages) {
      const catalog = byLang[lang];
      if (!catalog) {
        problems.push(`${area}/${lang}.json is missing`);
        continue;
      }
      for (const key of keys) if (!(key in catalog)) problems.push(`${area}/${lang}.json has no ${key}`);
      for (const [key, text] of Object.entries(catalog)) {
        if (!key.startsWith(`${area}.`)) problems.push(`${area}/${lang}.json: ${key} is not named after its area`);
        let compiled: CompiledMessage;
        try {
          compiled = compileMessageOrThrow(text);
        } catch (e) {
          problems.push(`${area}/${lang}.json: ${key} is not valid ICU (${(e as Error).message})`);
          continue;
        }
        if (lang !== 'en' && key in en) {
          const want = [...placeholders(compileMessageOrThrow(en[key]))].sort().join(',');
          const have = [...placeholders(compiled)].sort().join(',');
          if (want !== have) problems.push(`${area}/${lang}.json: ${key} uses {${have}}, the English {${want}}`);
        }
      }
    }
    for (const key of Object.keys(en)) if (!used.has(key)) problems.push(`${area}: no code uses ${key}`);
  }
  return problems;
}

/** The string literals of a source text that look like message keys ('home.tile.hub'). */
export function keyLiterals(source: string, into = new Set<string>()): Set<string> {
  for (const m of source.matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)) into.add(m[1]);
  return into;
}
