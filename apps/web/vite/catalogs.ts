import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalog } from '../../../packages/domain/src/i18n/compile.ts';

const root = fileURLToPath(new URL('../../../packages/domain/messages/', import.meta.url));
const LIST = 'virtual:catalogs';
const PREFIX = '\0catalog:';

/** The message catalogs, compiled at build time so that no ICU parser ships. `virtual:catalogs` lists
 * a loader per area and locale; each loads one compiled catalog as its own small chunk (common-en-[hash].js). The pseudo-locale
 * en-XA is made here from each area's en.json. */
export const catalogs = (): Plugin => ({
  name: 'catalogs',
  enforce: 'pre',
  resolveId(id) {
    if (id === LIST) return PREFIX + 'list';
    if (id.startsWith(PREFIX)) return id;
    return undefined;
  },
  load(id) {
    if (!id.startsWith(PREFIX)) return undefined;
    const name = id.slice(PREFIX.length);
    if (name === 'list') {
      const areas = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
      const lines = areas.map(({ name: area }) => {
        const files = readdirSync(root + area).filter((f) => f.endsWith('.json'));
        const langs = [...files.map((f) => f.slice(0, -5)), 'en-XA'];
        const entries = langs.map(
          (l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`${PREFIX}${area}-${l}`)})`,
        );
        return `  ${JSON.stringify(area)}: { ${entries.join(', ')} },`;
      });
      return `export const loaders = {\n${lines.join('\n')}\n};\n`;
    }
    const area = name.slice(0, name.indexOf('-'));
    const lang = name.slice(area.length + 1);
    const pseudo = lang === 'en-XA';
    const file = `${root}${area}/${pseudo ? 'en' : lang}.json`;
    this.addWatchFile(file);
    const compiled = compileCatalog(JSON.parse(readFileSync(file, 'utf8')), pseudo);
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
  },
});
