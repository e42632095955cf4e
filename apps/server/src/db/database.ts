import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect, type PoolStats } from './pglite-dialect.js';
import { prepareRepeatedStatements } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when that is what runs (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** How each open database's connections are used (metrics read it by the Kysely instance). */
const poolStatsByDb = new WeakMap<Db, () => PoolStats>();
export function poolStatsOf(db: Db): PoolStats | null {
  return poolStatsByDb.get(db)?.() ?? null;
}

/** PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A dumped PGlite data dir to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      types: {
        // int8 (money in minor units, big ids) as BigInt, never as a lossy number or a string.
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? BigInt : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (restart, failover, pg_terminate_backend, a proxy's idle
    // timeout) makes the pool emit 'error'; unheard, that event crashes the process. The pool has
    // already dropped the dead connection and opens a new one on next use, and a query that was
    // running still fails through its own promise, so there is nothing more to do here.
    pool.on('error', () => {});
    prepareRepeatedStatements(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    poolStatsByDb.set(db, () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.dataDir && !options.dataDir.startsWith('memory://'))
    mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
    serializers: { [INT8_OID]: (value: unknown) => String(value) },
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect });
  poolStatsByDb.set(db, () => dialect.stats());
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
