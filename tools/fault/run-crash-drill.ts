import pg from 'pg';
import { type CrashDrillReport, drillProblems, runCrashDrill } from './crash-drill.js';

/**
 * `npm run fault:crash`: the crash drill by hand, on PGlite, and on PostgreSQL too when
 * FAULT_DATABASE_URL (or TEST_DATABASE_URL) names a server whose user may create databases.
 * Exits 1 when a drill fails.
 */
async function main(): Promise<number> {
  const log = (line: string) => console.info(`  ${line}`);
  let failed = false;
  console.info('crash drill on PGlite');
  failed = !print(await runCrashDrill({ log })) || failed;

  const serverUrl = process.env.FAULT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info('FAULT_DATABASE_URL / TEST_DATABASE_URL unset: the PostgreSQL drill was skipped.');
    return failed ? 1 : 0;
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
  return failed ? 1 : 0;
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
