import pg from 'pg';
import { type ContractCrashDrillReport, runContractCrashDrill } from './contract-crash-drill.js';
import { type CrashDrillReport, drillProblems, runCrashDrill } from './crash-drill.js';
import { onScratchDatabase } from './drill-storage.js';

/**
 * `npm run fault:crash`: the crash drill by hand, on PGlite, and on PostgreSQL too when
 * FAULT_DATABASE_URL (or TEST_DATABASE_URL) names a server whose user may create databases; then
 * the contract settlement crash drill the same way (on PGlite only with REDIS_URL, which it listens
 * on). Exits 1 when a drill fails.
 */
async function main(): Promise<number> {
  const log = (line: string) => console.info(`  ${line}`);
  let failed = false;
  console.info('crash drill on PGlite');
  failed = !print(await runCrashDrill({ log })) || failed;

  const serverUrl = process.env.FAULT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info('FAULT_DATABASE_URL / TEST_DATABASE_URL unset: the PostgreSQL drill was skipped.');
    return (await contractDrills(undefined, log)) && !failed ? 0 : 1;
  }
  const name = 'tessera_fault_crash';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    console.info('crash drill on PostgreSQL');
    failed = !print(await runCrashDrill({ databaseUrl: url.toString(), log })) || failed;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return (await contractDrills(serverUrl, log)) && !failed ? 0 : 1;
}

/** The contract settlement crash drill on PGlite (with REDIS_URL) and on PostgreSQL (given a server). */
async function contractDrills(serverUrl: string | undefined, log: (line: string) => void): Promise<boolean> {
  let passed = true;
  if (process.env.REDIS_URL) {
    console.info('contract settlement crash drill on PGlite');
    passed = printContract(await runContractCrashDrill({ log })) && passed;
  } else {
    console.info(
      'REDIS_URL unset: the contract settlement crash drill on PGlite was skipped (it listens on the balance bus).',
    );
  }
  if (serverUrl) {
    console.info('contract settlement crash drill on PostgreSQL');
    const report = await onScratchDatabase(serverUrl, 'tessera_fault_contract', (databaseUrl) =>
      runContractCrashDrill({ databaseUrl, log }),
    );
    passed = printContract(report) && passed;
  }
  return passed;
}

function printContract(report: ContractCrashDrillReport): boolean {
  const lines = [
    `${report.contracts} contracts, ${report.bills} bills: SIGKILL ${report.killedAfterMs} ms after start with ${report.paidAtKill} PAID, ${report.pendingAtKill} PENDING, ${report.insufficientAtKill} INSUFFICIENT_BALANCE`,
    `after the restart ${report.paidAfterRestart} more paid (${report.runsAfterRestart} job run(s), ${report.doneAfterRestartMs} ms); in the end ${report.paid} PAID, ${report.insufficient} INSUFFICIENT_BALANCE; ${report.totalMs} ms in all`,
    ...report.problems,
    report.ok
      ? 'PASSED: one bill per contract, each PAID bill exactly one ledger leg, waiting bills none, balances exact, verifier clean'
      : 'FAILED',
  ];
  for (const line of lines) console.info(`  ${line}`);
  return report.ok;
}

function print(report: CrashDrillReport): boolean {
  const lines = [
    `killed after ${report.killedAfterMs} ms; ${report.sent} calls: ${report.acknowledged} acknowledged, ${report.unanswered} unanswered (retried: ${report.committedBeforeKill} had committed before the kill), ${report.refused.length} refused`,
    ...drillProblems(report),
    report.ok
      ? 'PASSED: acknowledged transfers all present, replays and retries answered once, balances exact, verifier clean'
      : 'FAILED',
  ];
  for (const line of lines) console.info(`  ${line}`);
  return report.ok;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
