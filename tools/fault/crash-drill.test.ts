import { describe, expect, it } from 'vitest';
import { type CrashDrillReport, drillProblems, runCrashDrill } from './crash-drill.js';
import { onScratchDatabase } from './drill-storage.js';

/** Everything the drill found, in one readable failure message. */
function expectPassed(report: CrashDrillReport): void {
  expect(drillProblems(report)).toEqual([]);
  // The kill came under load, once calls were being answered. (Whether a call was cut off mid-way
  // is up to timing: with six clients it nearly always is, and the report counts them.)
  expect(report.acknowledged).toBeGreaterThan(20);
  expect(report.ok).toBe(true);
}

describe('crash drill: SIGKILL under a load of money calls, restart, verify', () => {
  it('on PGlite: acknowledged calls survive, replays and retries are answered once, the ledger is sound', async () => {
    expectPassed(await runCrashDrill());
  }, 120_000);

  // Registers only where there is a PostgreSQL server to drill (CI sets TEST_DATABASE_URL).
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    it('on PostgreSQL: the same', async () => {
      expectPassed(
        await onScratchDatabase(serverUrl, `tessera_fault_${process.pid}`, (databaseUrl) =>
          runCrashDrill({ databaseUrl }),
        ),
      );
    }, 120_000);
});
