import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Everything the Node server answers; the dev server forwards it so `vite` works against `npm run dev`. */
const API_PREFIXES = ['/wps', '/bo', '/lgw', '/lotto', '/docs', '/ws'];
const API_TARGET = process.env.TESSERA_API ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
    rollupOptions: {
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
