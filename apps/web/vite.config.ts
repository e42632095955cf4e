import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** Everything the Node server answers; the dev server forwards it so `vite` works against `npm run dev`. */
const API_PREFIXES = ['/wps', '/bo', '/lgw', '/lotto', '/docs', '/ws'];
const API_TARGET = process.env.TESSERA_API ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // The lite app's service worker (decision 0054): src/pwa/sw.ts built with Workbox into sw.js,
    // its precache list the shell only (entry script and styles, the two catalogues, the offline
    // page, icons); the rest is kept as it loads. The manifest is the server's (the brand's name)
    // and the site registers the worker itself (src/pwa/register-service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: [
          'assets/index-*.{js,css}',
          'assets/catalogue-*.js',
          'offline.{html,css,js}',
          'boot.js',
          'favicon.svg',
          'icons/icon-192.png',
        ],
      },
    }),
    // Every text file of the build gets a brotli (.br) and a gzip (.gz) twin, compressed once at
    // the highest levels; the server sends the one the browser accepts (decision 0023). index.html
    // is left out: the server writes the brand into it on every request.
    compression({
      include: /\.(js|css|svg|json|txt|webmanifest)$/u,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  // The site renders with Preact through its React compatibility layer (decision 0015): the same
  // components, a fifth of the runtime's weight on every page.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/u, replacement: 'preact/compat/client' },
      { find: /^react-dom$/u, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/u, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/u, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/u, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The shell is one script (decision 0055): about 480 kB minified, 125 kB in brotli.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The contracts only declare (zod schemas, endpoints, error tables; no statement runs for its
      // effect), but through their one index every file would come along: marked free of side
      // effects, a file the site does not use is left out, and one only a lazy page uses goes with
      // that page. The shell loses about 140 kB of schemas it never used (decision 0055).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/u.test(id),
      },
      output: {
        // Everything the entry imports statically goes in the entry's own file: the site's shell
        // was 37 files (many under 1 kB), which a phone on HTTP/1.1 fetches six at a time, each
        // wave a round trip before the first paint. Pages loaded on demand keep their own chunks.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
      onwarn(warning, warn) {
        // React Router feature-tests React 19's `use` and `useOptimistic`, which Preact lacks; it
        // falls back by itself, so these two are expected.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /`(use|useOptimistic)`/u.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        prefix,
        { target: API_TARGET, changeOrigin: false, ws: prefix === '/ws' },
      ]),
    ),
  },
});
