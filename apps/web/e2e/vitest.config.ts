import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Real-time salary bills are settled once their five-minute period is over. The journeys whose play
 * they pay run first (agent-contracts: a sub-agent plays under its new contract; the run's start
 * plays too, support/early-play.ts), and the one that reads the bills last (agent-bills), so no
 * journey sits out a period.
 */
const FIRST = ['agent-contracts.e2e.ts'];
const LAST = ['agent-bills.e2e.ts'];

/** Vitest's own order (slowest first), with the journeys of FIRST moved to the start and LAST to the end. */
class BillsAfterPlay extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const named = (names: string[]) => (file: TestSpecification) =>
      names.some((name) => file.moduleId.endsWith(`/${name}`));
    const [first, last] = [named(FIRST), named(LAST)];
    return [
      ...sorted.filter(first),
      ...sorted.filter((file) => !first(file) && !last(file)),
      ...sorted.filter(last),
    ];
  }
}

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
    sequence: { sequencer: BillsAfterPlay },
  },
});
