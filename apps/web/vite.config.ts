import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** A production build does not check answers (src/shared/api.ts): the schema given to api.get and
 * api.post becomes undefined, so that the schemas and zod stay out of the bundle. */
const dropAnswerSchemas = (): Plugin => ({
  name: 'drop-answer-schemas',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/.*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return undefined;
    const out = code.replace(/\bapi(\s*)\.(\s*)(get|post)\(\s*[A-Za-z_$][\w$]*\s*,/g, 'api$1.$2$3(undefined,');
    return out === code ? undefined : { code: out, map: null };
  },
});

export default defineConfig({
  plugins: [dropAnswerSchemas(), react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/cdn': 'http://localhost:8080' },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
