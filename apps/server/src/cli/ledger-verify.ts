import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { verifyLedger } from '../modules/ledger/ledger-verify.js';
// Loads every module, so the invariants modules register at import (registerLedgerCheck) are checked too.
import '../services.js';
import { formatReport, missingLedgerTables, summariseLedger } from './ledger-report.js';

/** Exit codes: 0 every invariant holds, 1 breaches listed, 2 nothing could be verified. */
const SOUND = 0;
const BREACHED = 1;
const CANNOT_VERIFY = 2;

/**
 * `npm run ledger:verify`: every invariant of domain.md §2 on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR). It only reads: it never migrates, and never creates a database.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  let where: string;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    where = `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } else {
    const dataDir = resolve(config.dataDir);
    // PGlite would quietly create an empty database where none is: refuse instead.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      console.error(
        `No database in DATA_DIR (${dataDir}). Start the server once (npm start), or set DATABASE_URL.`,
      );
      return CANNOT_VERIFY;
    }
    // An embedded data dir must not be open in two processes: the server has to be stopped first.
    where = `embedded PGlite in ${dataDir} (the server must not be running on it)`;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const missing = await missingLedgerTables(database.db);
    if (missing.length > 0) {
      console.error(
        `This database has no ledger yet (missing ${missing.join(', ')}): start the server once to migrate it. Nothing was checked.`,
      );
      return CANNOT_VERIFY;
    }
    const summary = await summariseLedger(database.db);
    const breaches = await verifyLedger(database.db);
    for (const line of formatReport(where, summary, breaches)) console.info(line);
    return breaches.length === 0 ? SOUND : BREACHED;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ledger:verify could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(CANNOT_VERIFY);
  },
);
