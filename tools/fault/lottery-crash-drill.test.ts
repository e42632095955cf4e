import { describe, expect, it } from 'vitest';
import { onScratchDatabase } from './drill-storage.js';
import { type LotteryCrashDrillReport, reportLine, runLotteryCrashDrill } from './lottery-crash-drill.js';

/** Everything the drill found, in one readable failure message. */
function expectPassed(report: LotteryCrashDrillReport): void {
  console.info(reportLine(report));
  expect(report.problems).toEqual([]);
  // The kill came mid-settlement: some bets settled, not all.
  expect(report.settledAtKill).toBeGreaterThan(0);
  expect(report.settledAtKill).toBeLessThan(report.total);
  expect(report.won + report.lost).toBe(report.total);
  expect(report.won).toBeGreaterThan(report.total / 5);
  // The server held the draw under the configured claim (LOTTERY_LEASE_MS), not the default half minute.
  expect(report.leaseLeftAtKillMs).toBeLessThanOrEqual(report.leaseMs);
  expect(report.ok).toBe(true);
}

describe('lottery crash drill: SIGKILL mid-settlement of a large draw, restart, verify', () => {
  // On PGlite the drill hears of the first committed batch on the Redis balance bus (see settleWatch).
  it.skipIf(!process.env.REDIS_URL)(
    'on PGlite: every bet settled once with the engine’s payout, balances exact, the ledger sound',
    async () => {
      expectPassed(await runLotteryCrashDrill());
    },
    180_000,
  );

  // Registers only where there is a PostgreSQL server to drill (CI sets TEST_DATABASE_URL).
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    it('on PostgreSQL: the same', async () => {
      expectPassed(
        await onScratchDatabase(serverUrl, `tessera_lottery_fault_${process.pid}`, (databaseUrl) =>
          runLotteryCrashDrill({ databaseUrl }),
        ),
      );
    }, 180_000);
});
