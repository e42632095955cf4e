import { sql } from 'kysely';
import type { Job } from '../../apps/server/src/jobs/job-runner.js';
import { playRollUpJob } from '../../apps/server/src/modules/agents/play-roll-up.js';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { bonusJob } from '../../apps/server/src/modules/rewards/rewards.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { launchedPlayers } from './bench-players.js';
import { runGamesLoad } from './games-load.js';
import { median, rateLine, round } from './load.js';
import type { Rate } from './pgbench.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = Number(process.env.BENCH_REWARDS_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_REWARDS_SECONDS ?? 6);
const MEMBERS = 256;
const SECRET = 'bench-rewards-secret-0123456789ab';

/**
 * Issue 15: what the wagering of bonuses costs the vendors' settled bets. Signed provider rounds
 * (a bet, then the win that closes it) over HTTP, with the jobs that follow settled play running as
 * in production (the play roll-up's pass every 2 s, which moves wagering, and the bonuses'
 * settlement), in alternating runs: no member holding a bonus, then every player holding a wagering
 * bonus (each bet then moves one bonus in the pass, and every bet is weighed against its max bet).
 */
export async function benchRewards(target: BenchApp): Promise<string[]> {
  const { vendor, currency, players, memberIds } = await launchedPlayers(target, {
    count: MEMBERS,
    prefix: 'benchr',
    secret: SECRET,
    funds: 1_000_000_000n,
  });
  const merchant = await target.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const promotion = await target.db
    .insertInto('promotions')
    .values({
      merchant_id: merchant.id,
      type: 'DEPOSIT',
      status: 'ENDED',
      title: JSON.stringify({ EN: 'Bench bonus' }),
      starts_at: new Date(),
      reward_bp: 10_000,
      wagering_x100: 10_000,
      max_bet: 1_000_000n,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const config = {
    mode: 'rounds' as const,
    url: target.baseUrl,
    seconds: SECONDS,
    connections: CLIENTS,
    overallRate: 0,
    vendor,
    secret: SECRET,
    currency,
    players,
  };
  const jobs = [playRollUpJob(target.db), bonusJob(target.services.rewards.bonuses)];
  const plain: Rate[] = [];
  const wagering: Rate[] = [];
  for (let run = 0; run < ROUNDS; run += 1) {
    plain.push(await settledRounds(target, jobs, () => runGamesLoad(config)));
    await giveBonuses(target, promotion, memberIds, run);
    wagering.push(await settledRounds(target, jobs, () => runGamesLoad(config)));
    await takeBack(target, memberIds);
  }
  const [without, withBonus] = [
    median(plain.map((r) => r.perSecond)),
    median(wagering.map((r) => r.perSecond)),
  ];
  const moved = await sql<{ n: string }>`select count(*) as n from bonuses where progress > 0`.execute(
    target.db,
  );
  await rollUpHouseBalances(target.db);
  const breaches = await verifyLedger(target.db);
  return [
    `rewards (issue 15): ${ROUNDS} alternating runs of ${SECONDS} s, ${CLIENTS} connections, ${MEMBERS} members of seamless vendor ${vendor}; rate = rounds settled (a bet and its closing win), with the play roll-up and bonus jobs running every 2 s`,
    rateLine('no bonuses', plain, 'rounds/s'),
    rateLine('every player wagering a bonus', wagering, 'rounds/s'),
    `  ratio with wagering/without ${round(withBonus / without)} (target >= 0.87: wagering adds at most 15 %); ${moved.rows[0]!.n} bonuses moved by the pass${onThisHost(target)}`,
    `  ledger verified after the rewards bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES: ${breaches[0]!.invariant}`}`,
  ];
}

/** Runs a load with the jobs on their clocks, and counts the rounds the server really closed. */
export async function settledRounds(
  target: BenchApp,
  jobs: Job[],
  load: () => Promise<Rate>,
  seconds = SECONDS,
): Promise<Rate> {
  const count = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from provider_transactions where action = 'win'`.execute(target.db)
      ).rows[0]!.n,
    );
  const stop = runJobs(jobs);
  const before = await count();
  try {
    const rate = await load();
    return { ...rate, perSecond: ((await count()) - before) / seconds };
  } finally {
    await stop();
  }
}

/** Each job every `everyMs`, one pass at a time, until the answer is called (it waits for the last). */
function runJobs(jobs: Job[]): () => Promise<void> {
  let running = true;
  const loops = jobs.map(async (job) => {
    while (running) {
      const started = Date.now();
      await job.run(new Date());
      await new Promise((done) => setTimeout(done, Math.max(0, job.everyMs - (Date.now() - started))));
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** Every member gets a bonus that wagers for longer than the bench (issued as a promotion gives it). */
async function giveBonuses(
  target: BenchApp,
  promotion: Parameters<BenchApp['services']['rewards']['bonuses']['give']>[1]['promotion'],
  memberIds: number[],
  run: number,
): Promise<void> {
  const now = new Date();
  for (const memberId of memberIds) {
    const entry = await target.db
      .insertInto('promotion_entries')
      .values({
        merchant_id: promotion.merchant_id,
        promotion_id: promotion.id,
        member_id: memberId,
        period_start: `2000-01-${String(run + 1).padStart(2, '0')}`,
        state: 'ISSUED',
        amount: 10_000n,
        joined_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await target.services.ledger.transaction((book) =>
      target.services.rewards.bonuses.give(book, {
        merchantId: promotion.merchant_id,
        currency: 'BDT',
        memberId,
        promotion,
        entryId: entry.id,
        amount: 10_000n,
      }),
    );
  }
}

/** The members give their bonuses up: the next run has none. */
async function takeBack(target: BenchApp, memberIds: number[]): Promise<void> {
  const rows = await target.db
    .selectFrom('bonuses')
    .select(['id', 'member_id', 'merchant_id'])
    .where('state', '=', 'WAGERING')
    .where('member_id', 'in', memberIds)
    .execute();
  for (const row of rows) {
    await target.services.rewards.bonuses.forfeit(row.merchant_id, String(row.id), {
      memberId: row.member_id,
    });
  }
}
