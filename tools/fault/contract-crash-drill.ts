import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { listBillsStaff, runJob, staffLogin } from '@tessera/contracts';
import { Redis } from 'ioredis';
import { ProviderClient } from '../../apps/provider-simulator/src/provider-client.js';
import { buildApp } from '../../apps/server/src/app.js';
import { ManualClock } from '../../apps/server/src/clock.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { type Db, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { StoredTier } from '../../apps/server/src/db/schema.js';
import { seedDemoBrand } from '../../apps/server/src/db/seed/demo-brand.js';
import { teamPath } from '../../apps/server/src/db/team-path.js';
import { PasswordHasher } from '../../apps/server/src/lib/passwords.js';
import { MemoryRateLimiter } from '../../apps/server/src/lib/rate-limiter.js';
import { mulberry32 } from '../../apps/server/src/lib/seeded-random.js';
import { transferId } from '../../apps/server/src/lib/transfer-ids.js';
import { type Breach, verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { noGeo } from '../../apps/server/src/modules/site/geo.js';
import { drillStorage } from './drill-storage.js';
import { type ServerProcess, startServer, stopServer } from './server-process.js';

const ADMIN_PASSWORD = 'drill-admin-password';
const JOB = 'agent-realtime-salary';
const TYPE = 'REALTIME_SALARY' as const;
const PERIOD_MS = 300_000;
/** The drill's own seamless vendor (plays from the member's main wallet), its secret and game. */
const VENDOR = 'CDRL';
const VENDOR_SECRET = 'contract-drill-secret-0123456789abcdef';
const GAME = 'drill-reels';
/** Rates (basis points): the house pays the top agent, the top agent its mid agents, they theirs. */
const TOP_RATE = 100;
/** A mid agent's contract: 25 bp, or 80 bp for a five minutes with at least BIG_TEAM active members. */
const MID_RATES = { low: 25, high: 80 };
const BIG_TEAM = 20;
const SUB_RATE = 50;
/** Major units a sub-agent starts with, enough for its round (a staff adjustment). */
const SUB_FUNDING = 1_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface ContractCrashDrillOptions {
  /** An existing, empty PostgreSQL database; unset means a fresh PGlite data dir in a temp folder. */
  databaseUrl?: string;
  /** Mid agents under the top agent (each with 28 sub-agents, or 12 for every 7th and 8th). */
  mids?: number;
  /** The kill comes once this share of the bills is paid. */
  killAtShare?: number;
  log?: (line: string) => void;
}

export interface ContractCrashDrillReport {
  database: 'pglite' | 'postgres';
  /** Contracts in force (each played in the period, so each is billed once). */
  contracts: number;
  bills: number;
  /** Bill states when the server was killed. */
  paidAtKill: number;
  pendingAtKill: number;
  insufficientAtKill: number;
  /** On PGlite: payments the drill had heard of (balance news) when it killed; each must have survived. */
  heardAtKill: number | null;
  /** Bill states in the end, and how many were paid after the restart. */
  paid: number;
  paidAfterRestart: number;
  insufficient: number;
  nothingDue: number;
  /** Job runs after the restart until no bill was PENDING. */
  runsAfterRestart: number;
  /** ms: seeding (tree, contracts, funding, rounds); server start to kill; restart to no bill PENDING; all. */
  setupMs: number;
  killedAfterMs: number;
  doneAfterRestartMs: number;
  totalMs: number;
  problems: string[];
  breachesAtKill: Breach[];
  breaches: Breach[];
  ok: boolean;
}

interface Agent {
  id: number;
  path: string;
  parentId: number | null;
  /** Minor units funded before play, and staked in the drill's one round (sub-agents only). */
  funding: bigint;
  stake: bigint;
}

interface Setup {
  merchantId: number;
  currency: string;
  period: { start: Date; end: Date };
  top: Agent;
  mids: Agent[];
  subs: Agent[];
  /** Each contract: its payer (null: the house), its holder, and the bill its period must get. */
  contracts: { id: bigint; payerId: number | null; payeeId: number; validBet: bigint; amount: bigint }[];
  /** Every agent's MAIN balance once the play was done, before any settlement. */
  balancesBefore: Map<number, bigint>;
}

/**
 * The contract settlement crash drill (issue 14). A top agent holds a real-time salary contract
 * with the house; it offers one to each of its mid agents, and they to each of their sub-agents (a
 * fixture written straight to the database). Every sub-agent plays one round through the real
 * provider API in a five-minute period that has ended (an app on the same data with its clock set
 * back, as the demo history plays), so each contract has one bill to settle. Most mid agents can pay
 * their sub-agents; some, with small teams earning the lower tier and little money of their own,
 * cannot pay them all (INSUFFICIENT_BALANCE). The real server runs the settlement job (staff's
 * run-now) and is SIGKILLed while bills are being paid, restarted on the same data, and runs the job
 * until no bill is PENDING. Then: one bill per contract with the team's valid bet and rate; each
 * PAID bill exactly one ledger leg (its id derived from the bill, its amount, payer to payee), no
 * other bill any; an INSUFFICIENT_BALANCE bill's payer cannot cover it; every agent's balance moved
 * by exactly its paid bills in minus out; the ledger verifier clean (at the kill too).
 */
export async function runContractCrashDrill(
  options: ContractCrashDrillOptions = {},
): Promise<ContractCrashDrillReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const { dataDir, storage, env } = drillStorage(
    'tessera-contract-crash',
    ADMIN_PASSWORD,
    options.databaseUrl,
  );
  let server: ServerProcess | null = null;
  try {
    const setup = await prepare(storage, options.mids ?? 32);
    const setupMs = Date.now() - started;
    const total = setup.contracts.length;
    log(
      `${total} contracts in force (1 top, ${setup.mids.length} mid, ${setup.subs.length} sub-agents), ` +
        `${setup.subs.length} rounds played in ${setup.period.start.toISOString()}…; seeded in ${setupMs} ms`,
    );

    // First run: staff run the job; the kill comes once a share of the bills is paid.
    const killAt = Math.max(1, Math.floor(total * (options.killAtShare ?? 0.35)));
    const watch = await paymentWatch(options.databaseUrl);
    let killedAfterMs = 0;
    let heardAtKill: number | null = null;
    try {
      server = await startServer({ ...env, ...watch.env });
      const up = Date.now();
      log(`server up at ${server.baseUrl} (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
      const token = await loginStaff(server.baseUrl);
      watch.start();
      // Not awaited: the answer never comes, the server dies first.
      const run = postJson(server.baseUrl, runJob.path.replace(':name', JOB), token).catch(() => null);
      const paidSoFar = await waitForPayments(server, watch, killAt);
      server.child.kill('SIGKILL');
      killedAfterMs = Date.now() - up;
      heardAtKill = options.databaseUrl ? null : paidSoFar;
      await server.exited;
      const answered = await run;
      if (answered) throw new Error(`the job run answered before the kill: ${JSON.stringify(answered)}`);
    } finally {
      await watch.close();
    }
    server = null;

    // The server is down, so this process may open the data (PGlite allows one process).
    const atKill = await withDatabase(storage, async (db) => ({
      states: await billStates(db),
      legs: await legsByBill(db),
      breaches: await verifyLedger(db),
    }));
    const count = (state: string) => atKill.states.filter((bill) => bill.state === state).length;
    const paidAtKill = count('PAID');
    log(
      `SIGKILL ${killedAfterMs} ms after start: ${paidAtKill} bills PAID, ${count('PENDING')} PENDING, ` +
        `${count('INSUFFICIENT_BALANCE')} INSUFFICIENT_BALANCE` +
        (heardAtKill === null ? '' : ` (${heardAtKill} payments heard of on the balance bus)`),
    );

    // Second run: the same data; the job runs until no bill is PENDING.
    const restarted = Date.now();
    server = await startServer(env);
    log(`restarted at ${server.baseUrl}`);
    const token = await loginStaff(server.baseUrl);
    let runsAfterRestart = 0;
    const runProblems: string[] = [];
    for (;;) {
      const answer = await postJson(server.baseUrl, runJob.path.replace(':name', JOB), token);
      runsAfterRestart++;
      const job = answer.value as { lastError: string | null } | null;
      if (!answer.success || job?.lastError)
        runProblems.push(`job run ${runsAfterRestart}: ${JSON.stringify(answer)}`);
      const pending = await getJson(
        server.baseUrl,
        `${listBillsStaff.path}?type=${TYPE}&state=PENDING&pageNo=1&pageSize=1`,
        token,
      );
      if (!pending.success) throw new Error(`bills refused: ${JSON.stringify(pending)}`);
      if ((pending.value as { total: number }).total === 0) break;
      if (runsAfterRestart >= 5) {
        runProblems.push(`bills still PENDING after ${runsAfterRestart} runs`);
        break;
      }
    }
    const doneAfterRestartMs = Date.now() - restarted;
    await stopServer(server);
    server = null;
    log(`no bill PENDING ${doneAfterRestartMs} ms after the restart (${runsAfterRestart} job run(s))`);

    return await withDatabase(storage, async (db) => {
      const checked = await checkSettlement(db, setup);
      const breaches = await verifyLedger(db);
      const problems = [...runProblems, ...checked.problems];
      const pendingAtKill = count('PENDING');
      if (!(paidAtKill > 0 && pendingAtKill > 0))
        problems.push(`the kill did not come mid-payment: ${paidAtKill} PAID, ${pendingAtKill} PENDING`);
      if (heardAtKill !== null && paidAtKill < heardAtKill)
        problems.push(
          `${heardAtKill} payments were announced before the kill, only ${paidAtKill} bills are PAID`,
        );
      if (atKill.states.length !== total)
        problems.push(
          `${atKill.states.length} bills at the kill for ${total} contracts (billing is done first)`,
        );
      // At the kill, a bill's leg and its PAID state were written together or not at all.
      for (const bill of atKill.states) {
        const legs = atKill.legs.get(String(bill.id)) ?? 0;
        if (legs !== (bill.state === 'PAID' ? 1 : 0))
          problems.push(`at the kill bill ${bill.id} was ${bill.state} with ${legs} ledger leg(s)`);
      }
      if (checked.insufficient === 0)
        problems.push('no bill waited as INSUFFICIENT_BALANCE: the drill missed it');
      problems.push(...atKill.breaches.map((b) => `breach at the kill: ${b.invariant}: ${b.detail}`));
      problems.push(...breaches.map((b) => `breach: ${b.invariant}: ${b.detail}`));
      return {
        database: options.databaseUrl ? 'postgres' : 'pglite',
        contracts: total,
        bills: checked.bills,
        paidAtKill,
        pendingAtKill,
        insufficientAtKill: count('INSUFFICIENT_BALANCE'),
        heardAtKill,
        paid: checked.paid,
        paidAfterRestart: checked.paid - paidAtKill,
        insufficient: checked.insufficient,
        nothingDue: checked.nothingDue,
        runsAfterRestart,
        setupMs,
        killedAfterMs,
        doneAfterRestartMs,
        totalMs: Date.now() - started,
        problems: problems.slice(0, 60),
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
export function reportLine(report: ContractCrashDrillReport): string {
  return (
    `contract crash drill on ${report.database}: ${report.contracts} real-time salary contracts, ${report.bills} bills; ` +
    `SIGKILL at ${report.paidAtKill} PAID / ${report.pendingAtKill} PENDING / ${report.insufficientAtKill} INSUFFICIENT_BALANCE ` +
    `(${report.killedAfterMs} ms after start${report.heardAtKill === null ? '' : `, ${report.heardAtKill} payments heard`}); ` +
    `after the restart ${report.paidAfterRestart} more paid in ${report.runsAfterRestart} run(s), ${report.doneAfterRestartMs} ms; ` +
    `in the end ${report.paid} PAID, ${report.insufficient} INSUFFICIENT_BALANCE, ${report.nothingDue} NOTHING_DUE; ` +
    `setup ${report.setupMs} ms, total ${report.totalMs} ms; ` +
    `${report.ok ? 'PASSED' : `FAILED: ${report.problems.slice(0, 5).join('; ')}`}`
  );
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

const flat = (rateBp: number, minActiveMembers = 0): StoredTier => ({
  minValidBet: '0',
  minActiveMembers,
  minNetLoss: '0',
  rateBp,
  fixed: '0',
});

/**
 * The brand, the tree and its contracts (fixtures), the sub-agents funded by staff adjustments and
 * each one round played through the provider API, all in the last complete five-minute period.
 *
 * Mid agent i: classes by i mod 8. 0–4 hold money of their own and 28 sub-agents; 5 holds none, but
 * its 28 reach the 80 bp tier, so its income covers its sub-agents' 50 bp; 6 holds none and 12
 * sub-agents (25 bp: half of what it owes); 7 holds a little and 12. The top agent holds nothing: the
 * house pays it first (lowest contract id), and its 100 bp covers what it owes.
 */
async function prepare(
  storage: { databaseUrl?: string; dataDir?: string },
  midCount: number,
): Promise<Setup> {
  return withDatabase(storage, async (db) => {
    await migrateToLatest(db);
    await seedDemoBrand(db, new PasswordHasher({ memoryCost: 19456, timeCost: 2 }), ADMIN_PASSWORD);
    await db
      .insertInto('game_vendors')
      .values({ code: VENDOR, name: 'Contract Drill Reels', wallet_type_id: null, wallet_mode: 'SEAMLESS' })
      .execute();

    // The last five minutes that have ended: the play goes there, on an app whose clock is set back.
    const periodStart = Math.floor(Date.now() / PERIOD_MS) * PERIOD_MS - PERIOD_MS;
    const period = { start: new Date(periodStart), end: new Date(periodStart + PERIOD_MS) };
    const clock = new ManualClock(new Date(periodStart + 1_000));
    const { app, services } = await buildApp({
      config: {
        ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
        validateResponses: false,
      },
      db,
      clock,
      limiter: new MemoryRateLimiter(() => clock.now().getTime()),
      geo: noGeo,
    });
    await app.ready();
    try {
      await services.provider.secrets.set(VENDOR, VENDOR_SECRET);
      const merchantRow = await db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', 'TESSERA')
        .executeTakeFirstOrThrow();
      const merchant = (await services.merchants.byId(merchantRow.id))!;
      const scale = 10n ** BigInt(merchant.currencyScale);
      const random = mulberry32(20_260_214);

      // The tree: a top agent, its mid agents, theirs (all agents, type 1), written as fixtures.
      const insertAgents = async (parent: Agent | null, count: number, prefix: string) => {
        if (count === 0) return [];
        const path = parent ? teamPath(parent) : '/';
        const rows = await db
          .insertInto('members')
          .values(
            Array.from({ length: count }, (_, i) => {
              const username = `${prefix}${String(i).padStart(3, '0')}`;
              return {
                merchant_id: merchant.id,
                username,
                username_lower: username,
                password_hash: 'contract-drill-unused',
                type: 1,
                parent_id: parent?.id ?? null,
                path,
                language: 'EN',
              };
            }),
          )
          .returning('id')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          path,
          parentId: parent?.id ?? null,
          funding: 0n,
          stake: 0n,
        }));
      };
      const [top] = await insertAgents(null, 1, 'cdtop');
      const mids = await insertAgents(top!, midCount, 'cdm');
      const subsOf = new Map<number, Agent[]>();
      const subs: Agent[] = [];
      for (const [i, mid] of mids.entries()) {
        const small = i % 8 >= 6;
        const team = await insertAgents(mid, small ? 12 : 28, `cds${String(i).padStart(3, '0')}x`);
        subsOf.set(mid.id, team);
        subs.push(...team);
      }

      // Contracts in force since the period began, offered and accepted a minute before: the
      // house's first, then the top agent's, then the mid agents' (bills are paid in this order).
      const since = new Date(periodStart - 60_000);
      const contract = (payerId: number | null, memberId: number, tiers: StoredTier[]) => ({
        merchant_id: merchant.id,
        type: TYPE,
        period: null,
        upline_id: payerId,
        member_id: memberId,
        state: 'V' as const,
        tiers: JSON.stringify(tiers),
        max_rate_bp: Math.max(...tiers.map((tier) => tier.rateBp)),
        offered_at: since,
        decided_at: period.start,
      });
      const insertContracts = async (rows: ReturnType<typeof contract>[]) =>
        (await db.insertInto('agent_contracts').values(rows).returning(['id', 'member_id']).execute()).sort(
          (a, b) => Number(a.id - b.id),
        );
      const topContract = await insertContracts([contract(null, top!.id, [flat(TOP_RATE)])]);
      const midContracts = await insertContracts(
        mids.map((mid) => contract(top!.id, mid.id, [flat(MID_RATES.low), flat(MID_RATES.high, BIG_TEAM)])),
      );
      const subContracts = await insertContracts(
        subs.map((sub) => contract(sub.parentId, sub.id, [flat(SUB_RATE)])),
      );

      // Money: every sub-agent gets enough for its round; mid agents by their class.
      const admin = await db
        .selectFrom('staff')
        .select(['id', 'username', 'role'])
        .where('merchant_id', '=', merchant.id)
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      const actor = {
        tokenHash: 'contract-drill',
        staffId: admin.id,
        merchantId: merchant.id,
        username: admin.username,
        role: admin.role,
      };
      const fund = async (agent: Agent, major: number) => {
        if (major === 0) return;
        await services.adjustments.request(
          merchant,
          actor,
          agent.id,
          { requestId: randomUUID(), amount: major, reason: 'contract crash drill' },
          '127.0.0.1',
        );
        agent.funding = BigInt(major) * scale;
      };
      for (const [i, mid] of mids.entries())
        await fund(mid, [1_000, 1_000, 1_000, 1_000, 1_000, 0, 0, 3][i % 8]!);
      for (const sub of subs) await fund(sub, SUB_FUNDING);

      // One round per sub-agent through the provider API, spread over the period's first 4.5 minutes.
      const client = new ProviderClient(
        VENDOR,
        VENDOR_SECRET,
        () => clock.now().getTime(),
        async (request) => {
          const response = await app.inject({
            method: 'POST',
            url: request.path,
            headers: request.headers,
            payload: request.body,
          });
          return { statusCode: response.statusCode, body: response.body };
        },
      );
      const step = Math.floor((270_000 - 5_000) / subs.length);
      for (const [i, sub] of subs.entries()) {
        clock.set(new Date(periodStart + 5_000 + i * step));
        // 100 to 1,000 major units; about half the rounds win something back.
        const stake = (100n + BigInt(Math.floor(random() * 901))) * scale;
        const win = random() < 0.5 ? 0n : (stake * BigInt(Math.floor(random() * 200))) / 100n;
        const token = await services.provider.tokens.issue({
          merchant,
          memberId: sub.id,
          vendor: VENDOR,
          gameCode: GAME,
          isTrial: false,
        });
        const base = {
          token,
          user: String(sub.id),
          roundId: randomUUID(),
          gameCode: GAME,
          currency: merchant.currency,
        };
        const answers = [
          await client.call('authenticate', { token }),
          await client.call('bet', { ...base, transactionId: randomUUID(), amount: Number(stake) }),
          await client.call('win', {
            ...base,
            transactionId: randomUUID(),
            amount: Number(win),
            roundClosed: true,
          }),
        ];
        const refused = answers.find((answer) => answer.status !== 'OK');
        if (refused) throw new Error(`round of sub-agent ${sub.id} refused: ${JSON.stringify(refused)}`);
        sub.stake = stake;
      }

      // What each contract's one bill must say: the team's valid bet, times the tier's rate.
      const teamBet = (agent: Agent): bigint =>
        agent === top
          ? subs.reduce((sum, sub) => sum + sub.stake, 0n)
          : agent.parentId === top!.id
            ? subsOf.get(agent.id)!.reduce((sum, sub) => sum + sub.stake, 0n)
            : agent.stake;
      const rateOf = (agent: Agent) =>
        agent === top
          ? TOP_RATE
          : agent.parentId === top!.id
            ? subsOf.get(agent.id)!.length >= BIG_TEAM
              ? MID_RATES.high
              : MID_RATES.low
            : SUB_RATE;
      const byId = new Map([top!, ...mids, ...subs].map((agent) => [agent.id, agent]));
      const contracts = [...topContract, ...midContracts, ...subContracts].map((row) => {
        const agent = byId.get(row.member_id)!;
        const validBet = teamBet(agent);
        return {
          id: row.id,
          payerId: agent.parentId,
          payeeId: agent.id,
          validBet,
          amount: (validBet * BigInt(rateOf(agent))) / 10_000n,
        };
      });
      return {
        merchantId: merchant.id,
        currency: merchant.currency,
        period,
        top: top!,
        mids,
        subs,
        contracts,
        balancesBefore: await mainBalances(db, merchant.id, merchant.currency, [...byId.keys()]),
      };
    } finally {
      await app.close();
    }
  });
}

async function mainBalances(db: Db, merchantId: number, currency: string, memberIds: number[]) {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['owner_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('currency', '=', currency)
    .where('owner_type', '=', 'member')
    .where('kind', '=', 'MAIN')
    .where('owner_id', 'in', memberIds)
    .execute();
  const balances = new Map(memberIds.map((id) => [id, 0n]));
  for (const row of rows) balances.set(row.owner_id, row.balance);
  return balances;
}

/** Tells how many bills have been paid, while the first server process runs. */
interface PaymentWatch {
  /** What the server process needs in its environment for the watch to work. */
  env: Record<string, string>;
  /** Count from now on (the job is about to run). */
  start(): void;
  paid(): Promise<number>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL the drill counts PAID bills in SQL. On PGlite the server holds the data dir, and the
 * settlement keeps its event loop busy (PGlite never yields between queries): neither the database
 * nor the API can be asked until the run ends. What does get out is the ledger's news after each
 * committed payment ("these members' balances moved", one message per bill paid), published on the
 * Redis balance bus for other nodes; the drill listens on its own bus prefix, as another node would.
 */
async function paymentWatch(databaseUrl: string | undefined): Promise<PaymentWatch> {
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    return {
      env: {},
      start: () => {},
      paid: async () => {
        const row = await database.db
          .selectFrom('agent_bills')
          .select((eb) => eb.fn.countAll<string>().as('paid'))
          .where('state', '=', 'PAID')
          .executeTakeFirstOrThrow();
        return Number(row.paid);
      },
      close: () => database.close(),
    };
  }
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error('the PGlite contract crash drill listens to the balance bus: set REDIS_URL');
  const prefix = `tessera:contract-drill:${process.pid}:${Date.now()}:`;
  const subscriber = new Redis(redisUrl, { enableReadyCheck: false, maxRetriesPerRequest: 1 });
  let counting = false;
  let heard = 0;
  subscriber.on('message', (_channel: string, text: string) => {
    const news = JSON.parse(text) as { kind: string };
    if (counting && news.kind === 'balance') heard++;
  });
  await subscriber.subscribe(`${prefix}balance`);
  return {
    env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    start: () => {
      counting = true;
    },
    paid: async () => heard,
    close: async () => {
      await subscriber.quit();
    },
  };
}

async function waitForPayments(server: ServerProcess, watch: PaymentWatch, target: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const paid = await watch.paid();
    if (paid >= target) return paid;
    await sleep(3);
  }
  throw new Error(`fewer than ${target} bills were paid within 60 s:\n${server.output()}`);
}

async function billStates(db: Db) {
  return db
    .selectFrom('agent_bills')
    .select(['id', 'state'])
    .where('type', '=', TYPE)
    .orderBy('id')
    .execute();
}

async function legsByBill(db: Db) {
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['ref_id', (eb) => eb.fn.countAll<string>().as('legs')])
    .where('ref_type', '=', 'agent-bill')
    .groupBy('ref_id')
    .execute();
  return new Map(rows.map((row) => [row.ref_id!, Number(row.legs)]));
}

/**
 * Every contract's bill against what the play makes it, and every bill against the ledger: one bill
 * per contract for the period (none for any other), with the team's valid bet and the tier's amount;
 * nothing PENDING; each PAID bill one leg (derived id, its amount, the payer's MAIN or the house's
 * commissions to the payee's MAIN) and its transfer id; no leg for any other bill or for no bill; an
 * INSUFFICIENT_BALANCE bill more than its payer holds; every agent's balance moved by exactly its
 * paid bills, in minus out.
 */
async function checkSettlement(db: Db, setup: Setup) {
  const problems: string[] = [];
  const note = (line: string) => {
    if (problems.length < 50) problems.push(line);
  };
  const bills = await db
    .selectFrom('agent_bills')
    .select(['id', 'contract_id', 'period_start', 'payer_id', 'payee_id', 'valid_bet', 'amount', 'state'])
    .select('transfer_id')
    .where('type', '=', TYPE)
    .orderBy('id')
    .execute();
  const legs = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
    .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
    .select(['t.id', 't.amount', 't.ref_id', 't.kind'])
    .select(['d.owner_type as debitType', 'd.owner_id as debitOwner', 'd.kind as debitKind'])
    .select(['c.owner_type as creditType', 'c.owner_id as creditOwner', 'c.kind as creditKind'])
    .where('t.ref_type', '=', 'agent-bill')
    .execute();
  const legsOf = new Map<string, typeof legs>();
  for (const leg of legs) legsOf.set(leg.ref_id!, [...(legsOf.get(leg.ref_id!) ?? []), leg]);

  const expected = new Map(setup.contracts.map((contract) => [contract.id, contract]));
  const billed = new Set<bigint>();
  const balances = new Map(setup.balancesBefore);
  const move = (memberId: number, amount: bigint) =>
    balances.set(memberId, (balances.get(memberId) ?? 0n) + amount);
  const insufficient: typeof bills = [];
  let paid = 0;
  let nothingDue = 0;
  for (const bill of bills) {
    const contract = expected.get(bill.contract_id);
    if (!contract) {
      note(`bill ${bill.id} of contract ${bill.contract_id}, which is not the drill's`);
      continue;
    }
    if (bill.period_start.getTime() !== setup.period.start.getTime()) {
      note(
        `bill ${bill.id} of contract ${bill.contract_id} for ${bill.period_start.toISOString()}, a period without play`,
      );
      continue;
    }
    if (billed.has(bill.contract_id)) note(`contract ${bill.contract_id} billed twice for the period`);
    billed.add(bill.contract_id);
    if (
      bill.valid_bet !== contract.validBet ||
      bill.amount !== contract.amount ||
      bill.payer_id !== contract.payerId ||
      bill.payee_id !== contract.payeeId
    )
      note(
        `bill ${bill.id}: valid bet ${bill.valid_bet}, amount ${bill.amount}, ${bill.payer_id} → ${bill.payee_id}; ` +
          `expected ${contract.validBet}, ${contract.amount}, ${contract.payerId} → ${contract.payeeId}`,
      );
    const mine = legsOf.get(String(bill.id)) ?? [];
    legsOf.delete(String(bill.id));
    if (bill.state === 'PAID') {
      paid++;
      const leg = mine[0];
      const legId = transferId(String(bill.id), 'agent-bill');
      const payerOk =
        bill.payer_id === null
          ? leg?.debitType === 'house' && leg.debitKind === 'COMMISSIONS'
          : leg?.debitType === 'member' && leg.debitOwner === bill.payer_id && leg.debitKind === 'MAIN';
      const payeeOk =
        leg?.creditType === 'member' && leg.creditOwner === bill.payee_id && leg.creditKind === 'MAIN';
      if (mine.length !== 1 || leg!.id !== legId || leg!.amount !== bill.amount || !payerOk || !payeeOk)
        note(`bill ${bill.id} PAID ${bill.amount}: legs ${JSON.stringify(mine, bigints)}`);
      if (bill.transfer_id !== legId)
        note(`bill ${bill.id} PAID names transfer ${bill.transfer_id}, not ${legId}`);
      if (bill.payer_id !== null) move(bill.payer_id, -bill.amount);
      move(bill.payee_id, bill.amount);
    } else {
      if (mine.length > 0)
        note(`bill ${bill.id} is ${bill.state}, yet has legs ${JSON.stringify(mine, bigints)}`);
      if (bill.state === 'INSUFFICIENT_BALANCE') insufficient.push(bill);
      else if (bill.state === 'NOTHING_DUE' && bill.amount === 0n) nothingDue++;
      else note(`bill ${bill.id} of ${bill.amount} is ${bill.state}`);
    }
  }
  for (const contract of setup.contracts)
    if (!billed.has(contract.id))
      note(`contract ${contract.id} (${contract.payeeId}) has no bill for the period`);
  for (const [refId, rest] of legsOf)
    note(`${rest.length} agent-bill leg(s) for no bill of the drill: ${refId}`);

  const ids = [...setup.balancesBefore.keys()];
  const after = await mainBalances(db, setup.merchantId, setup.currency, ids);
  for (const id of ids) {
    if (after.get(id) !== balances.get(id))
      note(
        `agent ${id}: balance ${after.get(id)}, expected ${balances.get(id)} (before ${setup.balancesBefore.get(id)})`,
      );
  }
  // Waiting is only for a payer who cannot pay: the last run tried each after its income was in.
  for (const bill of insufficient) {
    const held = after.get(bill.payer_id ?? -1);
    if (bill.payer_id === null || held === undefined || held >= bill.amount)
      note(
        `bill ${bill.id} of ${bill.amount} waits as INSUFFICIENT_BALANCE; its payer ${bill.payer_id} holds ${held}`,
      );
  }
  return { problems, bills: bills.length, paid, insufficient: insufficient.length, nothingDue };
}

async function loginStaff(baseUrl: string): Promise<string> {
  const answer = await postJson(baseUrl, staffLogin.path, '', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  if (!answer.success) throw new Error(`staff login refused: ${JSON.stringify(answer)}`);
  return (answer.value as { token: string }).token;
}

interface Envelope {
  success: boolean;
  value: unknown;
  errorCode: string | null;
}

const HEADERS = { merchant: 'TESSERA', language: 'EN' };

async function postJson(baseUrl: string, path: string, token: string, body?: unknown): Promise<Envelope> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...HEADERS,
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

async function getJson(baseUrl: string, path: string, token: string): Promise<Envelope> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { ...HEADERS, authorization: token } });
  return (await response.json()) as Envelope;
}

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value);
