import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Browser journeys: the built site on the real server, driven in the system's Chromium. */
export default defineConfig({
  root: resolve(import.meta.dirname, '../../..'),
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
