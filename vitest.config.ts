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
    // A worker keeps its modules from one file to the next: importing the server again for each
    // file was a third of the run. Each file still builds its own app on its own database, and the
    // few that stub globals or timers put them back after each test.
    isolate: false,
    // One worker per core. Vitest's default keeps a core for itself (cores - 1), which on CI's two
    // cores ran every file one after another; the main process only collects results.
    maxWorkers: availableParallelism(),
  },
});
