import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoAnnouncements } from '../src/db/seed/demo-announcements.js';
import { seedDemoBrand } from '../src/db/seed/demo-brand.js';
import { seedDemoCatalog } from '../src/db/seed/demo-catalog.js';
import { seedDemoPoints } from '../src/db/seed/demo-points.js';
import { PasswordHasher } from '../src/lib/passwords.js';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';
export const TEST_ARGON2 = { memoryCost: 19456, timeCost: 2 };
const TMP = resolve(import.meta.dirname, '../../../.tmp');
/** Each test run has its own template (set by the global setup), so runs side by side never mix. */
const RUN = process.env.TESSERA_TEST_RUN ?? 'default';
const PGLITE_TEMPLATE = resolve(TMP, `pglite-template-${RUN}.tar`);
const PG_TEMPLATE = `tessera_test_template_${RUN}`;

/** Which database the integration tests run on: PGlite by default, PostgreSQL when asked. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TESSERA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The demo brand as every test starts from (not its promotions: they would weigh every deposit). */
async function seed(db: Db, hasher: PasswordHasher): Promise<void> {
  await seedDemoBrand(db, hasher, TEST_ADMIN_PASSWORD);
  await seedDemoCatalog(db);
  await seedDemoAnnouncements(db);
  await seedDemoPoints(db);
}

/** Build the migrated, seeded template once per test run (vitest globalSetup). */
export async function buildTemplate(): Promise<void> {
  const url = testDatabaseUrl();
  const hasher = new PasswordHasher(TEST_ARGON2);
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE) });
    await migrateToLatest(database.db);
    await seed(database.db, hasher);
    await database.close();
    return;
  }
  mkdirSync(TMP, { recursive: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  await seed(database.db, hasher);
  // Uncompressed: each clone then skips inflating 50 MB, which was half of its two seconds.
  const dump = await database.pglite!.dumpDataDir('none');
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/** Drop this run's template (vitest global teardown). */
export async function dropTemplate(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE} with (force)`);
    await admin.end();
  }
  rmSync(PGLITE_TEMPLATE, { force: true });
}

/** The template as read once by this worker (each clone copies it into a database of its own). */
let pgliteTemplate: Blob | undefined;

/** A fresh database cloned from the template, dropped again by `close`. */
export async function cloneTemplate() {
  const url = testDatabaseUrl();
  if (url) {
    const name = `tessera_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  if (!existsSync(PGLITE_TEMPLATE))
    throw new Error('The PGlite template is missing: run the tests through vitest');
  pgliteTemplate ??= new Blob([readFileSync(PGLITE_TEMPLATE)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteTemplate });
}
