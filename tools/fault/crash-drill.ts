import { rmSync } from 'node:fs';
import { staffLogin } from '@tessera/contracts';
import { type Database, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemoBrand } from '../../apps/server/src/db/seed/demo-brand.js';
import { PasswordHasher } from '../../apps/server/src/lib/passwords.js';
import { type Breach, verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { checkPostings } from './drill-checks.js';
import { expectExactBalances, replayAcknowledged, retryUnanswered } from './drill-replays.js';
import { drillStorage } from './drill-storage.js';
import { adjustmentCall, type MoneyCall, perform, startMoneyLoad } from './money-load.js';
import { seedMembers } from './seed-members.js';
import { type ServerProcess, startServer, stopServer } from './server-process.js';

const ADMIN_PASSWORD = 'drill-admin-password';
const FUNDING = 1_000; // major units each member starts with (a staff adjustment)
const WARM_ACKS = 20;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface CrashDrillOptions {
  /** An existing, empty PostgreSQL database; unset means a fresh PGlite data dir in a temp folder. */
  databaseUrl?: string;
  members?: number;
  clients?: number;
  /** The kill comes at a random moment in this window (ms) after the load's first answers. */
  killWindowMs?: [number, number];
  log?: (line: string) => void;
}

export interface CrashDrillReport {
  database: 'pglite' | 'postgres';
  killedAfterMs: number;
  sent: number;
  /** Calls answered HTTP 200 success before the kill. */
  acknowledged: number;
  /** Calls answered with a refusal (none expected: every call is affordable). */
  refused: string[];
  /** Calls whose connection died with the server: their outcome was never told. */
  unanswered: number;
  /** Of those, how many had committed before the kill (the crash ate only the answer). */
  committedBeforeKill: number;
  /** Replays of acknowledged calls that did not answer as the first call did, or moved money. */
  replayMismatches: string[];
  /** Retries of unanswered calls that failed. */
  retryFailures: string[];
  /** Members whose wallets differ from what their calls add up to. */
  balanceMismatches: string[];
  /** Acknowledged calls whose transfer is missing or differs in the ledger. */
  missing: string[];
  /** Transfers in the ledger that no call of the drill asked for (a double posting, say). */
  unexpected: string[];
  breaches: Breach[];
  ok: boolean;
}

/**
 * The crash drill (domain.md §2). The real server, under a steady load of wallet transfers and staff
 * adjustments from several clients with client request ids, is SIGKILLed at a random moment and
 * restarted on the same data. Then:
 * - replaying every acknowledged call answers as the first time and moves nothing;
 * - retrying every unanswered call succeeds, posting it now or answering the commit the crash hid;
 * - every member's wallets are exactly what the calls add up to;
 * - every acknowledged call's transfer is in the ledger, nothing else is, and the verifier passes.
 */
export async function runCrashDrill(options: CrashDrillOptions = {}): Promise<CrashDrillReport> {
  const log = options.log ?? (() => {});
  const { dataDir, storage, env } = drillStorage('tessera-crash', ADMIN_PASSWORD, options.databaseUrl);
  let server: ServerProcess | null = null;
  try {
    // The brand and the members are written before the server first starts (one PGlite process).
    const { members, vendorWalletId } = await prepare(storage, options.members ?? 12);
    server = await startServer(env);
    log(`server up at ${server.baseUrl} (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
    const staffToken = await loginStaff(server.baseUrl);
    const funding: MoneyCall[] = [];
    for (const member of members) {
      const funded = await perform(server.baseUrl, adjustmentCall(member, staffToken, FUNDING));
      if (funded.outcome !== 'ack') throw new Error(`funding refused: ${JSON.stringify(funded.answer)}`);
      funding.push(funded);
    }

    const load = startMoneyLoad({
      baseUrl: server.baseUrl,
      members,
      staffToken,
      clients: options.clients ?? 6,
      vendorWalletId,
    });
    // The kill comes once the load is steady (calls being answered), at a random moment after that.
    const started = Date.now();
    while (load.acknowledged() < WARM_ACKS && Date.now() - started < 10_000) await sleep(20);
    const [from, to] = options.killWindowMs ?? [200, 1_500];
    await sleep(from + Math.random() * (to - from));
    const killedAfterMs = Date.now() - started;
    const settled = load.stop();
    const inFlight = load.inFlight();
    server.child.kill('SIGKILL');
    await server.exited;
    await settled;
    const calls = [...funding, ...load.calls];
    log(`SIGKILL after ${killedAfterMs} ms: ${load.calls.length} calls sent, ${inFlight} in flight`);
    const acknowledged = calls.filter((call) => call.outcome === 'ack').length;
    const unanswered = calls.filter((call) => call.outcome === 'unanswered').length;
    const refused = calls
      .filter((call) => call.outcome === 'refused')
      .map((call) => `${call.kind} ${call.requestId}: ${call.status} ${call.answer?.errorCode}`);

    server = await startServer(env);
    log(`restarted at ${server.baseUrl}`);
    const replayMismatches = await replayAcknowledged(server.baseUrl, members, calls);
    const retried = await retryUnanswered(server.baseUrl, members, calls);
    const balanceMismatches = await expectExactBalances(server.baseUrl, members, calls, vendorWalletId);
    await stopServer(server);
    server = null;

    // The server is down again, so this process may open the data (PGlite allows one process).
    const database = await openDatabase(storage);
    try {
      const postings = await checkPostings(database.db, calls);
      const breaches = await verifyLedger(database.db);
      const report: CrashDrillReport = {
        database: options.databaseUrl ? 'postgres' : 'pglite',
        killedAfterMs,
        sent: calls.length,
        acknowledged,
        refused,
        unanswered,
        committedBeforeKill: retried.committedBeforeKill,
        replayMismatches,
        retryFailures: retried.failures,
        balanceMismatches,
        ...postings,
        breaches,
        ok: false,
      };
      report.ok =
        acknowledged > 0 &&
        [
          refused,
          replayMismatches,
          retried.failures,
          balanceMismatches,
          postings.missing,
          postings.unexpected,
        ]
          .concat([breaches.map((b) => b.detail)])
          .every((list) => list.length === 0);
      return report;
    } finally {
      await database.close();
    }
  } finally {
    if (server) server.child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every finding of a report as lines (empty when the drill passed but for the counts). */
export function drillProblems(report: CrashDrillReport): string[] {
  return [
    ...report.refused.map((line) => `refused: ${line}`),
    ...report.replayMismatches.map((line) => `replay: ${line}`),
    ...report.retryFailures.map((line) => `retry: ${line}`),
    ...report.balanceMismatches.map((line) => `balance: ${line}`),
    ...report.missing.map((line) => `missing: ${line}`),
    ...report.unexpected.map((line) => `unexpected: ${line}`),
    ...report.breaches.map((breach) => `breach: ${breach.invariant}: ${breach.detail}`),
  ];
}

async function prepare(storage: { databaseUrl?: string; dataDir?: string }, count: number) {
  const database: Database = await openDatabase(storage);
  try {
    await migrateToLatest(database.db);
    await seedDemoBrand(database.db, new PasswordHasher({ memoryCost: 19456, timeCost: 2 }), ADMIN_PASSWORD);
    const members = await seedMembers(database.db, count, 'drill');
    const vendor = await database.db
      .selectFrom('game_vendors')
      .select('wallet_type_id')
      .where('status', '=', 'ACTIVE')
      .where('wallet_type_id', 'is not', null)
      .$narrowType<{ wallet_type_id: number }>()
      .orderBy('wallet_type_id')
      .executeTakeFirstOrThrow();
    return { members, vendorWalletId: vendor.wallet_type_id };
  } finally {
    await database.close();
  }
}

async function loginStaff(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${staffLogin.path}`, {
    method: 'POST',
    headers: { merchant: 'TESSERA', language: 'EN', 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const envelope = (await response.json()) as { success: boolean; value: { token: string } | null };
  if (!envelope.success) throw new Error(`staff login refused: ${JSON.stringify(envelope)}`);
  return envelope.value!.token;
}
