import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { systemClock } from '../../apps/server/src/clock.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemoBrand } from '../../apps/server/src/db/seed/demo-brand.js';
import { seedDemoCatalog } from '../../apps/server/src/db/seed/demo-catalog.js';
import { PasswordHasher } from '../../apps/server/src/lib/passwords.js';
import { MemoryRateLimiter } from '../../apps/server/src/lib/rate-limiter.js';
import { noGeo } from '../../apps/server/src/modules/site/geo.js';

export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

/**
 * The real app on a fresh database: PostgreSQL when BENCH_DATABASE_URL names a server (a database
 * `tessera_bench` is created there), embedded PGlite in a temp dir otherwise. Listens on a free port.
 */
export async function startBenchApp(options: { webDist?: string } = {}) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('drop database if exists tessera_bench with (force)');
    await admin.query('create database tessera_bench');
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = '/tessera_bench';
    databaseUrl = url.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: options.webDist ?? '/nonexistent',
    DATA_DIR: dataDir ?? './data',
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database.db);
  await seedDemoBrand(database.db, new PasswordHasher(config.argon2), BENCH_ADMIN_PASSWORD);
  await seedDemoCatalog(database.db);
  const { app, services } = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    limiter: new MemoryRateLimiter(),
    geo: noGeo,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    services,
    db: database.db,
    config,
    kind: database.kind,
    baseUrl: `http://127.0.0.1:${port}`,
    /** pgbench TPC-B-like on this host (tps), measured once by the runner; null on PGlite. */
    hostTps: null as number | null,
    close: async () => {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/** What a ratio line adds so that figures from different hosts compare: the host's pgbench rate. */
export const onThisHost = (target: BenchApp) =>
  target.hostTps === null ? '' : `; host pgbench ${Math.round(target.hostTps)} tps`;

/** Put `minor` into each member's main wallet, as a staff adjustment would (one ledger transfer each). */
export async function fundMembers(
  target: BenchApp,
  merchant: { id: number; currency: string },
  memberIds: number[],
  minor: bigint,
): Promise<void> {
  for (const id of memberIds) {
    await target.services.ledger.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      legs: [
        {
          id: randomUUID(),
          debit: { house: 'ADJUSTMENTS' },
          credit: { member: id, kind: 'MAIN' },
          amount: minor,
          kind: 'ADJUSTMENT',
          refType: 'bench',
        },
      ],
    });
  }
}
