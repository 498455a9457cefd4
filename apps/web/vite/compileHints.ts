import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks the named chunks for V8 to compile whole while they download, off the page's main thread,
 * rather than one function at a time at its first call on it (V8's explicit compile hints). The hint
 * counts only as a file's first line, so it is written last, after the build's own preamble. */
export function compileHints(names: ReadonlySet<string>): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !names.has(chunk.name)) continue;
          chunk.code = HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
