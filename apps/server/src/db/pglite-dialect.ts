import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely on embedded PGlite. PGlite is one connection, so a transaction must own it: connections
 * are handed out one at a time and queued, which keeps `BEGIN … COMMIT` from interleaving.
 */
export class PGliteDialect implements Dialect {
  private driver: PGliteDriver | null = null;
  constructor(private readonly pg: PGlite) {}
  /** The one connection's use, as a pool's would read (metrics: `pool saturation`). */
  stats(): PoolStats {
    return { total: 1, idle: this.driver?.busy ? 0 : 1, waiting: this.driver?.waiting ?? 0 };
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.driver = new PGliteDriver(this.pg);
    return this.driver;
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** Connections of a pool: open, idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  busy = false;
  waiting = 0;
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly pg: PGlite) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.waiting += 1;
    await previous;
    this.waiting -= 1;
    this.busy = true;
    const connection = new PGliteConnection(this.pg);
    this.releases.set(connection, () => {
      this.busy = false;
      release();
    });
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await (connection as PGliteConnection).run(`begin${isolation}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
  }

  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async run(statement: string): Promise<void> {
    await this.pg.exec(statement);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
