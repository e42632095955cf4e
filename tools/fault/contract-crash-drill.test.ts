import { describe, expect, it } from 'vitest';
import { type ContractCrashDrillReport, reportLine, runContractCrashDrill } from './contract-crash-drill.js';
import { onScratchDatabase } from './drill-storage.js';

/** Everything the drill found, in one readable failure message. */
function expectPassed(report: ContractCrashDrillReport): void {
  console.info(reportLine(report));
  expect(report.problems).toEqual([]);
  // The kill came mid-payment: some bills paid, some still PENDING; the rest were paid after the restart.
  expect(report.paidAtKill).toBeGreaterThan(0);
  expect(report.pendingAtKill).toBeGreaterThan(0);
  expect(report.paidAfterRestart).toBeGreaterThan(0);
  expect(report.bills).toBe(report.contracts);
  expect(report.paid + report.insufficient + report.nothingDue).toBe(report.bills);
  expect(report.insufficient).toBeGreaterThan(0);
  expect(report.ok).toBe(true);
}

describe('contract settlement crash drill: SIGKILL while bills are paid, restart, verify', () => {
  // On PGlite the drill hears of each paid bill on the Redis balance bus (see paymentWatch).
  it.skipIf(!process.env.REDIS_URL)(
    'on PGlite: each bill paid exactly once or waiting, balances exact, the ledger sound',
    async () => {
      expectPassed(await runContractCrashDrill());
    },
    180_000,
  );

  // Registers only where there is a PostgreSQL server to drill (CI sets TEST_DATABASE_URL).
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    it('on PostgreSQL: the same', async () => {
      expectPassed(
        await onScratchDatabase(serverUrl, `tessera_contract_fault_${process.pid}`, (databaseUrl) =>
          runContractCrashDrill({ databaseUrl }),
        ),
      );
    }, 180_000);
});
