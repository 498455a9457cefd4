import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogs } from './vite/catalogs.ts';
import { hints, pagePatterns } from './vite/hints.ts';
import { reactMarkers } from './vite/reactMarkers.ts';
import { compileHints } from './vite/compileHints.ts';
import { precompressPlugin } from './scripts/precompress.mjs';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : app));

/** The screens rendered on the server (src/server.tsx), for apps/server's pages: one module with its
 * libraries, beside the app's files and never served. */
const serverRender: UserConfig = {
  plugins: [catalogs(), react(), pagePatterns()],
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-render',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    // One file: every screen's code is ready when the server starts, none loads during a request.
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

/** The chunks every page runs as the app starts (the entry, main.tsx, imports start.tsx, which
 * imports the rest): compiled whole while they download. */
const startFiles = new Set(['index', 'start', 'common', 'schemas']);

const app: UserConfig = {
  plugins: [
    reactMarkers(),
    compileHints(startFiles),
    catalogs(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/hub',
        name: 'Parts Finder',
        short_name: 'Parts Finder',
        description: 'Find wheel-end parts by number or by questions, also in a shop bay with no signal.',
        start_url: '/hub',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b3d66',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png}'] },
    }),
    hints(),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // A screen loads in a few requests instead of twenty small ones: everything the entry imports
    // (React, the router, the query library, the shell) is one chunk, and the shared code and domain
    // rules that six or more screens use are another; those of them the home page does not use (the
    // hub and kit displays, the words of the catalog and of the hub's answers, the finders' plans, the
    // pager) a third, kept out of the first load of /hub (`includeDependenciesRecursively: false`: what
    // they import stays in the shared chunk). The
    // answer schemas (zod), the offline database and the notice of a number of another type (shown
    // only once a box finds nothing) stay with the screens that use them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'screens',
              test: /(domain[\\/]src[\\/](kits|hubDisplay|hubSpecs|catalogWords|hub[\\/]answers|finder[\\/](plan|finders))|web[\\/]src[\\/]shared[\\/]finder[\\/](Pager|ChoiceList|finderApi|NoResults))\.tsx?$/,
              minShareCount: 2,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            {
              name: 'common',
              test: /[\\/](web[\\/]src[\\/]shared[\\/](?!offline[\\/]db|finder[\\/]OtherKind)|domain[\\/]src[\\/](?!contract|otherKind))/,
              minShareCount: 6,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/cdn': 'http://localhost:8080' },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'] },
};
