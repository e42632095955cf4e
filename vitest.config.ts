import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests (PGlite). Browser journeys have their own config in apps/web/e2e. */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/backoffice/src/**/*.test.{ts,tsx}',
      // The crash drill (tools/fault): the real server process, killed under load.
      'tools/**/*.test.ts',
    ],
    setupFiles: ['tools/test/fail-on-console-error.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core. Vitest's default keeps a core for itself (cores - 1), which on CI's two
    // cores ran every file one after another; the main process only collects results.
    maxWorkers: availableParallelism(),
  },
});
