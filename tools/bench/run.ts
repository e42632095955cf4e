import { benchAccounts } from './accounts.bench.js';
import { startBenchApp } from './bench-app.js';
import { benchLedger } from './ledger.bench.js';

/** `npm run bench`: every area's ratios, measured side by side in one run on this machine. */
async function main(): Promise<void> {
  const target = await startBenchApp();
  console.info(
    `Tessera bench on ${target.kind}${target.kind === 'pglite' ? ' (set BENCH_DATABASE_URL for PostgreSQL)' : ''}`,
  );
  try {
    for (const line of await benchAccounts(target)) console.info(line);
    for (const line of await benchLedger(target)) console.info(line);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
