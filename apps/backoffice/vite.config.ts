import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Everything the Node server answers; the dev server forwards it so `vite` works against `npm run dev`. */
const API_PREFIXES = ['/wps', '/bo', '/lgw'];
const API_TARGET = process.env.TESSERA_API ?? 'http://localhost:8080';

/**
 * The staff console (decision 0029): real React (not the site's Preact), served by the same server
 * under /backoffice/ (apps/server/src/backoffice-serving.ts), with brotli and gzip twins of every
 * text file like the member site's build (decision 0023). index.html is left out: the server writes
 * the brand into it on every request.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/backoffice/',
  plugins: [
    react(),
    compression({
      include: /\.(js|css|svg|json|txt)$/u,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One bundle for the whole console (~180 KB brotli): staff load it once a shift, on a desk.
    chunkSizeWarningLimit: 1024,
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET }])),
  },
});
