import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Everything the Node server answers; the dev server forwards it so `vite` works against `npm run dev`. */
const API_PREFIXES = ['/wps', '/bo', '/lgw', '/lotto', '/docs', '/ws'];
const API_TARGET = process.env.TESSERA_API ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
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
