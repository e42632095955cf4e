import { sql } from 'kysely';
import { seedDemoPoints } from '../../apps/server/src/db/seed/demo-points.js';
import type { Job } from '../../apps/server/src/jobs/job-runner.js';
import { playRollUpJob } from '../../apps/server/src/modules/agents/play-roll-up.js';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { launchedPlayers } from './bench-players.js';
import { runGamesLoad } from './games-load.js';
import { median, rateLine, round } from './load.js';
import type { Rate } from './pgbench.js';
import { settledRounds } from './rewards.bench.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = Number(process.env.BENCH_POINTS_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_POINTS_SECONDS ?? 6);
const MEMBERS = 256;
const SECRET = 'bench-points-secret-0123456789abc';

/**
 * Issue 16: what earning points costs the vendors' settled bets. Signed provider rounds (a bet,
 * then the win that closes it) over HTTP with the play roll-up's pass every 2 s, in alternating
 * runs: the brand without points rules, then with its rules and the points' real-time pass every
 * 2 s (five times its production clock), which credits each member's new play as points.
 */
export async function benchPoints(target: BenchApp): Promise<string[]> {
  const { vendor, currency, players } = await launchedPlayers(target, {
    count: MEMBERS,
    prefix: 'benchp',
    secret: SECRET,
    funds: 1_000_000_000n,
  });
  const merchant = await target.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  // The demo brand's points rules (the bench's database is seeded without them).
  await seedDemoPoints(target.db);
  const rules = await target.db
    .selectFrom('points_settings')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  const row = {
    ...rules,
    earn_bp: JSON.stringify(rules.earn_bp),
    copy_text: JSON.stringify(rules.copy_text),
  };
  // The bench's bets are small: a point per ৳0.10 of valid bet in every category (the highest rate
  // staff may set), so each member earns in every pass and each pass credits them all.
  const everyBet = {
    ...row,
    earn_bp: JSON.stringify(Object.fromEntries(Object.keys(rules.earn_bp).map((c) => [c, 100_000]))),
  };
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
  const accrual: Job = {
    name: 'points-accrual',
    everyMs: 2_000,
    run: () => target.services.points.accrual.run(),
  };
  const jobs = [playRollUpJob(target.db), accrual];
  const without: Rate[] = [];
  const earning: Rate[] = [];
  try {
    for (let run = 0; run < ROUNDS; run += 1) {
      // No rules: the same jobs run, and the points' pass finds no brand to credit.
      await target.db.deleteFrom('points_settings').where('merchant_id', '=', merchant.id).execute();
      without.push(await settledRounds(target, jobs, () => runGamesLoad(config), SECONDS));
      await target.db.insertInto('points_settings').values(everyBet).execute();
      earning.push(await settledRounds(target, jobs, () => runGamesLoad(config), SECONDS));
    }
  } finally {
    await target.db.deleteFrom('points_settings').where('merchant_id', '=', merchant.id).execute();
    await target.db.insertInto('points_settings').values(row).execute();
  }
  const [plain, withPoints] = [
    median(without.map((r) => r.perSecond)),
    median(earning.map((r) => r.perSecond)),
  ];
  const credited = await sql<{ n: string }>`select count(*) as n from point_accruals`.execute(target.db);
  await rollUpHouseBalances(target.db);
  const breaches = await verifyLedger(target.db);
  return [
    `points (issue 16): ${ROUNDS} alternating runs of ${SECONDS} s, ${CLIENTS} connections, ${MEMBERS} members of seamless vendor ${vendor}; rate = rounds settled, with the play roll-up and the points' real-time pass each every 2 s`,
    rateLine('no points rules', without, 'rounds/s'),
    rateLine('every settled bet earning points', earning, 'rounds/s'),
    `  ratio with points/without ${round(withPoints / plain)} (target >= 0.87: points add at most 15 %); ${credited.rows[0]!.n} (member, day, category) rows credited${onThisHost(target)}`,
    `  ledger verified after the points bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES: ${breaches[0]!.invariant}`}`,
  ];
}
