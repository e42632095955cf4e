import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { median, percentile, rateLine } from './load.js';

/** pgbench's TPC-B-like rate on a scratch database of the bench's PostgreSQL: the yardstick of money paths. */

export interface Rate {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const PGBENCH_DB = 'tessera_bench_pgbench';

export const pgbenchScale = (clients: number) => Math.max(10, clients);

function pgbenchDatabaseUrl(): string {
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${PGBENCH_DB}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function preparePgbench(clients: number): Promise<string> {
  await adminQuery(`drop database if exists ${PGBENCH_DB} with (force)`);
  await adminQuery(`create database ${PGBENCH_DB}`);
  const url = pgbenchDatabaseUrl();
  await run('pgbench', ['-i', '-q', '-s', String(pgbenchScale(clients)), url]);
  return url;
}

export const dropPgbench = () => adminQuery(`drop database if exists ${PGBENCH_DB} with (force)`);

/** One timed pgbench run; p50/p99 from its per-transaction log (`-l`, latency in µs, 3rd field). */
export async function runPgbench(url: string, clients: number, seconds: number): Promise<Rate> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pgbench-'));
  try {
    const out = await run('pgbench', [
      ...['-b', 'tpcb-like', '-n', '-c', String(clients), '-j', '2', '-T', String(seconds)],
      ...['-l', `--log-prefix=${join(dir, 'tx')}`, url],
    ]);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/u.exec(out)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/u.exec(out)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const file of readdirSync(dir)) {
      for (const row of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const micros = Number(row.split(' ')[2]);
        if (Number.isFinite(micros) && row) latencies.push(micros / 1_000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      perSecond: tps,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      failures: failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) fail(new Error(`${command} failed: ${stderr || error.message}`));
      else done(`${stdout}\n${stderr}`);
    });
  });
}

/**
 * The host's yardstick, measured once before the areas run: pgbench TPC-B-like with 8 clients for
 * 6 s. Every ratio line carries it, so figures from machines of different speed can be compared.
 */
export async function hostPgbench(kind: 'postgres' | 'pglite'): Promise<number | null> {
  if (kind !== 'postgres') return null;
  const url = await preparePgbench(8);
  try {
    return (await runPgbench(url, 8, 6)).perSecond;
  } finally {
    await dropPgbench();
  }
}

/** A load measured in rounds alternating with pgbench TPC-B-like (on PostgreSQL), side by side. */
export interface AgainstPgbench {
  loads: Rate[];
  /** Null on PGlite: no pgbench. */
  pgbench: Rate[] | null;
  /** The median of each round's load/pgbench ratio. */
  ratio: number | null;
}

export async function againstPgbench(
  kind: 'postgres' | 'pglite',
  options: { clients: number; seconds: number; rounds: number },
  load: () => Promise<Rate>,
): Promise<AgainstPgbench> {
  const url = kind === 'postgres' ? await preparePgbench(options.clients) : null;
  const loads: Rate[] = [];
  const pgbench: Rate[] = [];
  for (let i = 0; i < options.rounds; i++) {
    if (url) pgbench.push(await runPgbench(url, options.clients, options.seconds));
    loads.push(await load());
  }
  if (url) await dropPgbench();
  const ratios = url ? loads.map((rate, i) => rate.perSecond / pgbench[i]!.perSecond) : null;
  return { loads, pgbench: url ? pgbench : null, ratio: ratios && median(ratios) };
}

/** The report lines of such a comparison: pgbench's rate (when measured), then the load's. */
export function againstPgbenchLines(
  result: AgainstPgbench,
  clients: number,
  label: string,
  unit: string,
): string[] {
  return [
    ...(result.pgbench ? [rateLine(`pgbench -b tpcb-like (${clients} clients)`, result.pgbench, 'tps')] : []),
    rateLine(label, result.loads, unit),
  ];
}
