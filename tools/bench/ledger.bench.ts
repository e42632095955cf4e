import { randomUUID } from 'node:crypto';
import { MAIN_WALLET_ID, walletTransfer } from '@tessera/contracts';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import type { AccountRef } from '../../apps/server/src/modules/ledger/ledger-accounts.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { seedMembers } from '../fault/seed-members.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { median, percentile, round } from './load.js';
import { autocannonRate, runLoadChild, whenLoadChild } from './load-child.js';
import { dropPgbench, pgbenchScale, preparePgbench, type Rate, runPgbench } from './pgbench.js';

/** Clients on each side: pgbench connections = in-process ledger workers = HTTP connections. */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
/** As many HTTP connections as pgbench clients: the same offered concurrency on both sides. */
const HTTP_CONNECTIONS = CLIENTS;
const ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 6);
const LEDGER_MEMBERS = 1_000; // many accounts, like TPC-B's, so no one row is hot
const WALLET_MEMBERS = 256;
const CHILD_FLAG = '--wallet-load-child';

/**
 * Issue: ledger postings per second (service call) and wallet transfers per second (HTTP), each
 * against pgbench's TPC-B-like rate on the same PostgreSQL, in alternating rounds (medians).
 */
export async function benchLedger(target: BenchApp): Promise<string[]> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .executeTakeFirstOrThrow();
  const ledger = target.services.ledger;
  const post = (debit: AccountRef, credit: AccountRef, amount: bigint, kind: string) =>
    ledger.post({
      merchantId: merchant.id,
      currency: merchant.currency,
      legs: [{ id: randomUUID(), debit, credit, amount, kind, refType: 'bench' }],
    });
  const ledgerMembers = Array.from({ length: LEDGER_MEMBERS }, (_, i) => 2_000_000 + i);
  await inParallel(ledgerMembers, (id) =>
    post({ house: 'ADJUSTMENTS' }, main(id), 100_000_000n, 'ADJUSTMENT'),
  );
  const walletMembers = await seedMembers(target.db, WALLET_MEMBERS, 'benchw');
  await inParallel(walletMembers, (m) =>
    post({ house: 'ADJUSTMENTS' }, main(m.id), 100_000_000n, 'ADJUSTMENT'),
  );
  const vendor = await target.db
    .selectFrom('game_vendors')
    .select('wallet_type_id')
    .where('code', '=', 'BGS')
    .where('wallet_type_id', 'is not', null)
    .$narrowType<{ wallet_type_id: number }>()
    .executeTakeFirstOrThrow();

  const pgbenchUrl = target.kind === 'postgres' ? await preparePgbench(CLIENTS) : null;
  const rounds: Array<{ pgbench?: Rate; ledger: Rate; wallet: Rate }> = [];
  for (let i = 0; i < ROUNDS; i++) {
    const pgbench = pgbenchUrl ? await runPgbench(pgbenchUrl, CLIENTS, SECONDS) : undefined;
    const postings = await runLedgerWorkers(ledgerMembers, post);
    const wallet = await runWalletLoad(target.baseUrl, walletMembers, vendor.wallet_type_id);
    rounds.push({ pgbench, ledger: postings, wallet });
    await rollUpHouseBalances(target.db);
  }
  const breaches = await verifyLedger(target.db);

  type Pick = (r: (typeof rounds)[number]) => Rate | undefined;
  const line = (label: string, pick: Pick, unit: string) => {
    const runs = rounds.map(pick).filter((r): r is Rate => r !== undefined);
    const [rate, p50, p99] = [
      median(runs.map((r) => r.perSecond)),
      median(runs.map((r) => r.p50Ms)),
      median(runs.map((r) => r.p99Ms)),
    ];
    const failed = runs.reduce((sum, r) => sum + r.failures, 0);
    return `  ${label.padEnd(44)} ${String(Math.round(rate)).padStart(6)} ${unit}  p50 ${round(p50)} ms  p99 ${round(p99)} ms${failed ? `  (${failed} failed)` : ''}`;
  };
  const lines = [
    `ledger and wallet (ledger issue): ${ROUNDS} alternating rounds of ${SECONDS} s, medians;`,
    `  ${pgbenchUrl ? `${CLIENTS} pgbench clients = ` : ''}${CLIENTS} ledger workers (${LEDGER_MEMBERS} members); HTTP: ${HTTP_CONNECTIONS} connections, ${WALLET_MEMBERS} members`,
    pgbenchUrl
      ? line(`pgbench -b tpcb-like (scale ${pgbenchScale(CLIENTS)})`, (r) => r.pgbench, 'tps')
      : '  pgbench needs PostgreSQL (set BENCH_DATABASE_URL): no ratios on PGlite, rates only',
    line('ledger.post (bet / win, in process)', (r) => r.ledger, 'posts/s'),
    line('POST /wps/relay/GCS_walletTransfer', (r) => r.wallet, 'req/s'),
  ];
  if (pgbenchUrl) {
    // Each round's rate against that round's pgbench, so drift on the shared machine hits both alike.
    const ratio = (side: 'ledger' | 'wallet') =>
      round(median(rounds.map((r) => r[side].perSecond / r.pgbench!.perSecond)));
    lines.push(
      `  ratio ledger postings/pgbench ${ratio('ledger')} (target >= 0.7), wallet transfers/pgbench ${ratio('wallet')} (target >= 0.4)${onThisHost(target)}`,
    );
    await dropPgbench();
  }
  lines.push(
    `  ledger verified after the bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES: ${breaches[0]!.invariant}: ${breaches[0]!.detail}`}`,
  );
  return lines;
}

const main = (member: number): AccountRef => ({ member, kind: 'MAIN' });

async function inParallel<T>(
  items: T[],
  work: (item: T) => Promise<unknown>,
  width = CLIENTS,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** N workers, each posting bets (member → game house) and wins (house → member) for random members. */
async function runLedgerWorkers(
  members: number[],
  post: (debit: AccountRef, credit: AccountRef, amount: bigint, kind: string) => Promise<unknown>,
): Promise<Rate> {
  const latencies: number[] = [];
  let failures = 0;
  const game: AccountRef = { house: 'GAME:BGS' };
  const started = performance.now();
  const until = started + SECONDS * 1_000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      for (let i = worker; performance.now() < until; i++) {
        const member = main(members[Math.floor(Math.random() * members.length)]!);
        const at = performance.now();
        try {
          if (i % 2 === 0) await post(member, game, 100n, 'BET');
          else await post(game, member, 100n, 'WIN');
          latencies.push(performance.now() - at);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
  };
}

// ---- wallet transfers over HTTP: autocannon in its own process ----------------------------------

interface WalletLoadConfig {
  url: string;
  seconds: number;
  connections: number;
  tokens: string[];
  vendorWalletId: number;
}

/** Run this file again as the load generator, so it never shares the server's event loop. */
function runWalletLoad(baseUrl: string, members: { token: string }[], vendorWalletId: number): Promise<Rate> {
  const config: WalletLoadConfig = {
    url: baseUrl,
    seconds: SECONDS,
    connections: HTTP_CONNECTIONS,
    tokens: members.map((m) => m.token),
    vendorWalletId,
  };
  return runLoadChild(import.meta.url, CHILD_FLAG, config);
}

/**
 * The child: each connection owns its members and walks them in order, main → vendor then vendor →
 * main for each, one call at a time (so a wallet never runs dry), every call with a fresh requestId.
 */
function walletLoad(config: WalletLoadConfig): Promise<Rate> {
  let nextClient = 0;
  const body = (from: number, to: number) => () =>
    JSON.stringify({ requestId: randomUUID(), from, to, amount: 1 });
  return autocannonRate({
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    setupClient(client: { setRequests(requests: object[]): void }) {
      const index = nextClient++;
      const mine = config.tokens.filter((_, i) => i % config.connections === index % config.connections);
      client.setRequests(
        mine.flatMap((token) =>
          [body(MAIN_WALLET_ID, config.vendorWalletId), body(config.vendorWalletId, MAIN_WALLET_ID)].map(
            (makeBody) => ({
              method: 'POST',
              path: walletTransfer.path,
              headers: {
                merchant: 'TESSERA',
                language: 'EN',
                'content-type': 'application/json',
                authorization: token,
              },
              setupRequest: (request: { body?: string }) => ({ ...request, body: makeBody() }),
            }),
          ),
        ),
      );
    },
  });
}

whenLoadChild(CHILD_FLAG, walletLoad);
