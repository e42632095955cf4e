import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { getLotteryResults, toMinor } from '@tessera/contracts';
import { betTypeOf, oddsTable, type Picks, payoutOf, stakeOf } from '@tessera/lottery';
import { Redis } from 'ioredis';
import { systemClock } from '../../apps/server/src/clock.js';
import { type Db, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemoBrand } from '../../apps/server/src/db/seed/demo-brand.js';
import { readJson } from '../../apps/server/src/lib/json-column.js';
import { PasswordHasher } from '../../apps/server/src/lib/passwords.js';
import { mulberry32 } from '../../apps/server/src/lib/seeded-random.js';
import { Ledger } from '../../apps/server/src/modules/ledger/ledger.service.js';
import { type Breach, verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { createLottery } from '../../apps/server/src/modules/lottery/lottery.js';
import {
  betLegId,
  LOTTERY_HOUSE,
  stakeLegId,
} from '../../apps/server/src/modules/lottery/lottery-bets.repo.js';
import { resultHash } from '../../apps/server/src/modules/lottery/lottery-draws.js';
import { findFirstMerchant } from '../../apps/server/src/modules/site/site.repo.js';
import { StaffAdjustments } from '../../apps/server/src/modules/wallet/adjustments.js';
import { drillStorage } from './drill-storage.js';
import { getJson } from './money-load.js';
import { type SeededMember, seedMembers } from './seed-members.js';
import { type ServerProcess, startServer, stopServer } from './server-process.js';

const ADMIN_PASSWORD = 'drill-admin-password';
const GAME = 'SSC1';
const PRIZE_MODE = 'ELOTT';
const NUMERO = 'DRILL-0001';
/** The draw's result: sum 14 (SMALL, EVEN), first digit 3 below the last 5 (TIGER). */
const NUMBERS = ['3', '1', '4', '1', '5'];
const FUNDING = 10_000; // major units each member starts with (a staff adjustment)
const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'];
const LEASE_MS = 5_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface LotteryCrashDrillOptions {
  /** An existing, empty PostgreSQL database; unset means a fresh PGlite data dir in a temp folder. */
  databaseUrl?: string;
  members?: number;
  betsPerMember?: number;
  /** The server's claim on a draw it settles (`LOTTERY_LEASE_MS`); the restart waits it out. */
  leaseMs?: number;
  /** How long to wait, after the restart, for the draw to be SETTLED (the dead node's lease must lapse first). */
  settleTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface LotteryCrashDrillReport {
  database: 'pglite' | 'postgres';
  total: number;
  members: number;
  /** Bets WON / LOST in the end. */
  won: number;
  lost: number;
  /** Bets settled (not OPEN) when the server was killed. */
  settledAtKill: number;
  /** WON bets at the kill, and the LOTTERY_WIN transfers the ledger held then. */
  wonAtKill: number;
  creditsAtKill: number;
  /** ms: writing the draw and its bets; server up to first settled bet seen; to the kill; restart to SETTLED. */
  setupMs: number;
  firstSeenAfterMs: number;
  killedAfterMs: number;
  settledAfterRestartMs: number;
  /** The server's claim on a draw (`LOTTERY_LEASE_MS`), and how long the killed process's still ran (the restart waits it out). */
  leaseMs: number;
  leaseLeftAtKillMs: number;
  /** Every finding (empty when the drill passed). */
  problems: string[];
  breachesAtKill: Breach[];
  breaches: Breach[];
  ok: boolean;
}

interface PlannedBet {
  betType: string;
  picks: Picks;
  units: number;
  combinations: number;
  stake: bigint;
  wins: boolean;
}

/**
 * The lottery crash drill: the real server settles one large drawn draw (a batch of bets per
 * transaction, in id order, winners credited through the ledger) and is SIGKILLed as soon as its
 * first batch has committed, while the next is under way; restarted on the same data, it finishes
 * the draw once the dead process's lease on it lapses. Then every bet is WON or LOST with the engine's payout, every winner has exactly one
 * LOTTERY_WIN credit and every loser none, each member's balance is funding − stakes + payouts,
 * and the ledger verifier finds no breach (also at the moment of the kill).
 */
export async function runLotteryCrashDrill(
  options: LotteryCrashDrillOptions = {},
): Promise<LotteryCrashDrillReport> {
  const log = options.log ?? (() => {});
  const stored = drillStorage('tessera-lottery-crash', ADMIN_PASSWORD, options.databaseUrl);
  const { dataDir, storage } = stored;
  // A short claim, so the restart does not wait out the production half minute; a window of bets
  // renews it long before it lapses.
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const env = { ...stored.env, LOTTERY_LEASE_MS: String(leaseMs) };
  let server: ServerProcess | null = null;
  try {
    const setupStarted = Date.now();
    const setup = await prepare(storage, options.members ?? 300, options.betsPerMember ?? 100);
    const setupMs = Date.now() - setupStarted;
    log(`${setup.total} bets of ${setup.members.length} members on draw ${NUMERO} written in ${setupMs} ms`);

    // First run: the settlement job claims the draw; the kill comes once some bets are settled.
    const watch = await settleWatch(setup, options.databaseUrl);
    let firstSeenAfterMs = 0;
    let killedAfterMs = 0;
    let killedAt = 0;
    try {
      server = await startServer({ ...env, ...watch.env });
      const up = Date.now();
      log(`server up at ${server.baseUrl} (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
      await waitForFirstSettled(server, watch);
      firstSeenAfterMs = Date.now() - up;
      server.child.kill('SIGKILL');
      killedAt = Date.now();
      killedAfterMs = killedAt - up;
      await server.exited;
    } finally {
      await watch.close();
    }
    server = null;

    // The server is down, so this process may open the data (PGlite allows one process).
    const atKill = await withDatabase(storage, async (db) => ({
      ...(await settlementState(db, setup.drawId)),
      breaches: await verifyLedger(db),
    }));
    log(
      `SIGKILL ${killedAfterMs} ms after start (first settled bet seen at ${firstSeenAfterMs} ms): ` +
        `${atKill.settled} of ${setup.total} bets settled, ${atKill.credits} credits, ` +
        `the dead process's lease on the draw runs ${atKill.leaseLeftMs(killedAt)} ms more`,
    );

    // Second run: the same data; the draw is SETTLED once the lease has lapsed and the rest is settled.
    server = await startServer(env);
    const restarted = Date.now();
    log(`restarted at ${server.baseUrl}`);
    await waitForSettledDraw(server, options.settleTimeoutMs ?? 120_000);
    const settledAfterRestartMs = Date.now() - restarted;
    await stopServer(server);
    server = null;
    log(`draw SETTLED ${settledAfterRestartMs} ms after the restart`);

    return await withDatabase(storage, async (db) => {
      const checked = await checkSettlement(db, setup);
      const breaches = await verifyLedger(db);
      const problems = [...checked.problems];
      if (!(atKill.settled > 0 && atKill.settled < setup.total))
        problems.push(`the kill did not come mid-settlement: ${atKill.settled} of ${setup.total} settled`);
      if (atKill.credits !== atKill.won)
        problems.push(`at the kill ${atKill.won} bets were WON but ${atKill.credits} wins were credited`);
      problems.push(...atKill.breaches.map((b) => `breach at the kill: ${b.invariant}: ${b.detail}`));
      problems.push(...breaches.map((b) => `breach: ${b.invariant}: ${b.detail}`));
      return {
        database: options.databaseUrl ? 'postgres' : 'pglite',
        total: setup.total,
        members: setup.members.length,
        won: checked.won,
        lost: checked.lost,
        settledAtKill: atKill.settled,
        wonAtKill: atKill.won,
        creditsAtKill: atKill.credits,
        setupMs,
        firstSeenAfterMs,
        killedAfterMs,
        settledAfterRestartMs,
        leaseMs,
        leaseLeftAtKillMs: atKill.leaseLeftMs(killedAt),
        problems,
        breachesAtKill: atKill.breaches,
        breaches,
        ok: problems.length === 0,
      };
    });
  } finally {
    if (server) server.child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line for a person: what the drill did and found. */
export function reportLine(report: LotteryCrashDrillReport): string {
  return (
    `lottery crash drill on ${report.database}: ${report.total} bets of ${report.members} members; ` +
    `SIGKILL at ${report.settledAtKill}/${report.total} settled (${report.killedAfterMs} ms after start); ` +
    `SETTLED ${report.settledAfterRestartMs} ms after restart (lease left at the kill ${report.leaseLeftAtKillMs} ms); ` +
    `${report.won} won, ${report.lost} lost; ` +
    `setup ${report.setupMs} ms; ${report.ok ? 'PASSED' : `FAILED: ${report.problems.slice(0, 5).join('; ')}`}`
  );
}

interface Setup {
  drawId: bigint;
  merchantId: number;
  currency: string;
  fundingMinor: bigint;
  members: SeededMember[];
  /** The member who holds the winning bet of lowest id (the first committed batch credits them). */
  firstWinner: number;
  total: number;
}

async function withDatabase<T>(
  storage: { databaseUrl?: string; dataDir?: string },
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(storage);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A fresh brand, its members funded by staff adjustments, one DRAWN draw of SSC1 in the past and
 * `perMember` bets of each member on it, each member's bets placed as one slip would be: one
 * multi-row insert and one ledger posting with a stake leg per bet, in one transaction.
 */
async function prepare(
  storage: { databaseUrl?: string; dataDir?: string },
  count: number,
  perMember: number,
): Promise<Setup> {
  return withDatabase(storage, async (db) => {
    await migrateToLatest(db);
    await seedDemoBrand(db, new PasswordHasher({ memoryCost: 19456, timeCost: 2 }), ADMIN_PASSWORD);
    const ledger = new Ledger(db, systemClock);
    // The games' rows (the draw references SSC1); the server copies the catalog the same way at boot.
    await createLottery({ db, clock: systemClock, ledger, feed: null }).syncCatalog();
    const merchant = (await findFirstMerchant(db))!;
    const members = await seedMembers(db, count, 'lotto');
    const admin = await db
      .selectFrom('staff')
      .select(['id', 'username', 'role'])
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const actor = {
      tokenHash: 'lottery-drill',
      staffId: admin.id,
      merchantId: merchant.id,
      username: admin.username,
      role: admin.role,
    };
    const adjustments = new StaffAdjustments(systemClock, ledger);
    for (const member of members) {
      // At the brand's approval threshold, not above: it posts at once (decision 0021).
      await adjustments.request(
        merchant,
        actor,
        member.id,
        {
          requestId: randomUUID(),
          amount: FUNDING,
          reason: 'lottery crash drill',
        },
        '127.0.0.1',
      );
    }

    const now = Date.now();
    const secret = 'lottery-drill-salt';
    const draw = await db
      .insertInto('lottery_draws')
      .values({
        merchant_id: merchant.id,
        game_code: GAME,
        numero: NUMERO,
        opens_at: new Date(now - 10 * 60_000),
        closes_at: new Date(now - 5 * 60_000),
        draws_at: new Date(now - 4 * 60_000),
        status: 'DRAWN',
        numbers: JSON.stringify(NUMBERS),
        salt: secret,
        result_hash: resultHash(NUMBERS, secret),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const odds = oddsTable(PRIZE_MODE);
    const random = mulberry32(20_261_121);
    let total = 0;
    let firstWinner: number | undefined;
    for (const member of members) {
      const planned = Array.from({ length: perMember }, () => planBet(random, odds));
      if (firstWinner === undefined && planned.some((bet) => bet.wins)) firstWinner = member.id;
      const requestId = randomUUID();
      const placedAt = new Date();
      await ledger.transaction(async (book) => {
        const inserted = await book.tx
          .insertInto('lottery_bets')
          .values(
            planned.map((bet, line) => ({
              merchant_id: merchant.id,
              member_id: member.id,
              draw_id: draw.id,
              game_code: GAME,
              prize_mode: PRIZE_MODE,
              bet_type: bet.betType,
              picks: JSON.stringify(bet.picks),
              units: bet.units,
              combinations: bet.combinations,
              unit_price: BigInt(odds[bet.betType]!.unitPrice),
              payout_milli: JSON.stringify(odds[bet.betType]!.payoutMilli),
              currency: merchant.currency,
              wallet: 'MAIN',
              stake: bet.stake,
              chase_id: null,
              request_id: requestId,
              line,
              placed_at: placedAt,
            })),
          )
          .returning(['id', 'stake'])
          .execute();
        // The stake legs as placement posts them (lottery_place): member MAIN → the house.
        await book.post({
          merchantId: merchant.id,
          currency: merchant.currency,
          legs: inserted.map((bet) => ({
            id: stakeLegId(bet.id),
            debit: { member: member.id, kind: 'MAIN' },
            credit: { house: LOTTERY_HOUSE },
            amount: bet.stake,
            kind: 'LOTTERY_BET',
            refType: 'lottery_bet',
            refId: String(bet.id),
          })),
        });
      });
      total += planned.length;
    }
    return {
      drawId: draw.id,
      merchantId: merchant.id,
      currency: merchant.currency,
      fundingMinor: toMinor(FUNDING, merchant.currencyScale)!,
      members,
      firstWinner: firstWinner!,
      total,
    };
  });
}

/**
 * A bet of a mixed SSC type whose picks often cover the result (so a good share wins): a digit
 * at a position, big/small/odd/even of the sum or of a position, dragon/tiger, the first two
 * digits in order, or the last three as a group of six.
 */
function planBet(random: () => number, odds: ReturnType<typeof oddsTable>): PlannedBet {
  const int = (n: number) => Math.floor(random() * n);
  const someDigits = (must: string[], extra: number) => {
    const picked = new Set(random() < 0.5 ? must : []);
    while (picked.size < must.length + extra) picked.add(String(int(10)));
    return [...picked].sort();
  };
  const atPosition = (position: number, tokens: string[]): string[][] =>
    Array.from({ length: 5 }, (_, i) => (i === position ? tokens : []));
  const roll = random();
  let betType: string;
  let picks: string[][];
  if (roll < 0.5) {
    betType = 'SSC.POS';
    const position = int(5);
    picks = atPosition(position, someDigits([NUMBERS[position]!], int(3)));
  } else if (roll < 0.65) {
    betType = 'SSC.SUM_BSOE';
    picks = [[BSOE[int(4)]!]];
  } else if (roll < 0.8) {
    betType = 'SSC.POS_BSOE';
    picks = atPosition(int(5), [...new Set([BSOE[int(4)]!, BSOE[int(4)]!])]);
  } else if (roll < 0.9) {
    betType = 'SSC.DRAGON_TIGER';
    picks = [[['DRAGON', 'TIGER', 'TIE'][int(3)]!]];
  } else if (roll < 0.95) {
    betType = 'SSC.FRONT2_DIRECT';
    picks = [someDigits([NUMBERS[0]!], int(2)), someDigits([NUMBERS[1]!], int(2))];
  } else {
    betType = 'SSC.BACK3_GROUP6';
    picks = [someDigits(NUMBERS.slice(2), 1 + int(2))];
  }
  const type = betTypeOf(betType)!;
  const problem = type.validate(picks);
  if (problem) throw new Error(`drill picks ${JSON.stringify(picks)} of ${betType}: ${problem.key}`);
  const units = 1 + int(5);
  const combinations = type.combinations(picks);
  const wins = payoutOf(type.settle(picks, NUMBERS), units, odds[betType]!) > 0n;
  return { betType, picks, units, combinations, stake: stakeOf(combinations, units, odds[betType]!), wins };
}

/** Tells when settlement has committed its first bets, while the first server process runs. */
interface SettleWatch {
  /** What the server process needs in its environment for the watch to work. */
  env: Record<string, string>;
  committed(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL the drill counts settled bets in SQL. On PGlite the server holds the data dir, and
 * a settlement pass keeps its event loop busy (PGlite never yields between queries), so the API
 * answers nothing until the whole pass ends. What does get out is the ledger's news after each
 * committed batch: "these members' balances moved", published on the Redis balance bus as for
 * other nodes. The drill listens on its own bus prefix, as another node would, for the member who
 * holds the lowest winning bet (the first batch credits them).
 */
async function settleWatch(setup: Setup, databaseUrl: string | undefined): Promise<SettleWatch> {
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    return {
      env: {},
      committed: async () => {
        const row = await database.db
          .selectFrom('lottery_bets')
          .select((eb) => eb.fn.countAll<string>().as('settled'))
          .where('draw_id', '=', setup.drawId)
          .where('status', '<>', 'OPEN')
          .executeTakeFirstOrThrow();
        return Number(row.settled) > 0;
      },
      close: () => database.close(),
    };
  }
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error('the PGlite lottery crash drill listens to the balance bus: set REDIS_URL');
  const prefix = `tessera:lottery-drill:${process.pid}:${Date.now()}:`;
  const subscriber = new Redis(redisUrl, { enableReadyCheck: false, maxRetriesPerRequest: 1 });
  let credited = false;
  subscriber.on('message', (_channel: string, text: string) => {
    const news = JSON.parse(text) as { memberIds: number[] };
    if (news.memberIds.includes(setup.firstWinner)) credited = true;
  });
  await subscriber.subscribe(`${prefix}balance`);
  return {
    env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    committed: async () => credited,
    close: async () => {
      await subscriber.quit();
    },
  };
}

async function waitForFirstSettled(server: ServerProcess, watch: SettleWatch): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await watch.committed()) return;
    await sleep(5);
  }
  throw new Error(`no bet was settled within 60 s:\n${server.output()}`);
}

/** Wait until the public results show the drill's draw SETTLED. */
async function waitForSettledDraw(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const path = `${getLotteryResults.path}?gameCode=${GAME}&pageNo=1&pageSize=50`;
  let status = 'unknown';
  while (Date.now() < deadline) {
    const answer = await getJson(server.baseUrl, path, '');
    if (!answer.success) throw new Error(`results refused: ${JSON.stringify(answer)}`);
    const draw = (answer.value as { list: { numero: string; status: string }[] }).list.find(
      (row) => row.numero === NUMERO,
    );
    status = draw?.status ?? 'missing';
    if (status === 'SETTLED') return;
    await sleep(250);
  }
  throw new Error(`draw ${NUMERO} was ${status} after ${timeoutMs} ms:\n${server.output()}`);
}

/** How far settlement got: bets settled and won, and the wins the ledger credited. */
async function settlementState(db: Db, drawId: bigint) {
  const bets = await db
    .selectFrom('lottery_bets')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('draw_id', '=', drawId)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(bets.find((row) => row.status === status)?.count ?? 0);
  const credits = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', 'LOTTERY_WIN')
    .executeTakeFirstOrThrow();
  const all = bets.reduce((sum, row) => sum + Number(row.count), 0);
  const draw = await db
    .selectFrom('lottery_draws')
    .select('lease_until')
    .where('id', '=', drawId)
    .executeTakeFirstOrThrow();
  return {
    settled: all - count('OPEN'),
    won: count('WON'),
    credits: Number(credits.count),
    leaseLeftMs: (at: number) => (draw.lease_until ? new Date(draw.lease_until).getTime() - at : 0),
  };
}

/**
 * Every bet against the engine and the ledger: WON or LOST with the engine's payout; each WON bet
 * exactly one LOTTERY_WIN credit of its payout (leg id from its bet id) and each LOST bet none; no
 * refund anywhere; each member's balance = funding − stakes + payouts.
 */
async function checkSettlement(db: Db, setup: Setup) {
  const problems: string[] = [];
  const note = (line: string) => {
    if (problems.length < 50) problems.push(line);
  };
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['status', 'lease_until', 'settled_at'])
    .where('id', '=', setup.drawId)
    .executeTakeFirstOrThrow();
  if (draw.status !== 'SETTLED' || draw.settled_at === null || draw.lease_until !== null)
    note(`draw ${NUMERO} is ${draw.status} (settled_at ${draw.settled_at}, lease ${draw.lease_until})`);

  const bets = await db
    .selectFrom('lottery_bets')
    .select([
      'id',
      'member_id',
      'bet_type',
      'picks',
      'units',
      'unit_price',
      'payout_milli',
      'stake',
      'payout',
    ])
    .select('status')
    .where('draw_id', '=', setup.drawId)
    .orderBy('id')
    .execute();
  if (bets.length !== setup.total) note(`${bets.length} bets on the draw, ${setup.total} placed`);
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'amount', 'ref_type', 'ref_id'])
    .where('kind', 'in', ['LOTTERY_WIN', 'LOTTERY_REFUND'])
    .execute();
  const creditsOf = new Map<string, typeof transfers>();
  for (const transfer of transfers) {
    if (transfer.kind !== 'LOTTERY_WIN' || transfer.ref_type !== 'lottery_bet') {
      note(`unexpected ${transfer.kind} transfer ${transfer.id} (${transfer.ref_type} ${transfer.ref_id})`);
      continue;
    }
    const list = creditsOf.get(transfer.ref_id!) ?? [];
    list.push(transfer);
    creditsOf.set(transfer.ref_id!, list);
  }

  const expectedBalance = new Map(setup.members.map((member) => [member.id, setup.fundingMinor]));
  let won = 0;
  let lost = 0;
  for (const bet of bets) {
    const odds = {
      unitPrice: Number(bet.unit_price),
      payoutMilli: readJson<Record<string, number>>(bet.payout_milli),
    };
    const hits = betTypeOf(bet.bet_type)!.settle(readJson<string[][]>(bet.picks), NUMBERS);
    const payout = payoutOf(hits, bet.units, odds);
    const status = payout > 0n ? 'WON' : 'LOST';
    if (bet.status === 'WON') won++;
    else if (bet.status === 'LOST') lost++;
    if (bet.status !== status || bet.payout !== payout)
      note(`bet ${bet.id}: ${bet.status} paying ${bet.payout}, the engine says ${status} paying ${payout}`);
    const credits = creditsOf.get(String(bet.id)) ?? [];
    creditsOf.delete(String(bet.id));
    if (status === 'WON') {
      const credit = credits[0];
      if (credits.length !== 1 || credit!.amount !== payout || credit!.id !== betLegId(bet.id, 'payout'))
        note(`bet ${bet.id} won ${payout}: credits ${JSON.stringify(credits, bigints)}`);
    } else if (credits.length > 0) {
      note(`bet ${bet.id} lost, yet credited ${JSON.stringify(credits, bigints)}`);
    }
    const balance = expectedBalance.get(bet.member_id) ?? 0n;
    expectedBalance.set(bet.member_id, balance - bet.stake + payout);
  }
  for (const [refId, credits] of creditsOf)
    note(`${credits.length} LOTTERY_WIN credit(s) for no bet of the draw: ${refId}`);

  const ledger = new Ledger(db, systemClock);
  for (const [memberId, expected] of expectedBalance) {
    const balance = await ledger.balanceOf(setup.merchantId, setup.currency, memberId);
    if (balance !== expected) note(`member ${memberId}: balance ${balance}, expected ${expected}`);
  }
  return { problems, won, lost };
}

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value);
