import { getMissionLeaderboard, getMissionSummary } from '@tessera/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { seedDemoMissions } from '../../apps/server/src/db/seed/demo-missions.js';
import { playRollUpJob } from '../../apps/server/src/modules/agents/play-roll-up.js';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { leaderboardSpan } from '../../apps/server/src/modules/missions/mission-periods.js';
import { seedMembers } from '../fault/seed-members.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { launchedPlayers } from './bench-players.js';
import { runGamesLoad } from './games-load.js';
import { median, percentile, rateLine, round, sequentialCalls } from './load.js';
import type { Rate } from './pgbench.js';
import { settledRounds } from './rewards.bench.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = Number(process.env.BENCH_MISSION_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_MISSION_SECONDS ?? 6);
const PARTICIPANTS = Number(process.env.BENCH_LEADERBOARD_PARTICIPANTS ?? 1_000_000);
const MEMBERS = 256;
const READERS = 100;
const SAMPLES = 1_000;
const SECRET = 'bench-missions-secret-0123456789a';
const HEADERS = { merchant: 'TESSERA', language: 'EN' };

/**
 * Issue 16: what missions cost the vendors' settled bets, and the leaderboard's read on a board of
 * a million members.
 * - Progress: signed provider rounds over HTTP with the play roll-up's pass every 2 s, in
 *   alternating runs: no missions, then the demo's six missions live while the members read their
 *   progress (each member's summary every 15 s, as often as the badge asks during play). Nothing is written
 *   for missions on the bet path (decision 0043); this shows what reading it costs alongside.
 * - Leaderboard: a period with a million scores (many ties), read by members at every depth of it:
 *   p99 of sequential `MCSFE_getMissionLeaderboard` calls, beside a bare route running the bare
 *   top-20 indexed SELECT.
 */
export async function benchMissions(target: BenchApp): Promise<string[]> {
  const lines = [...(await progressCost(target)), ...(await leaderboardRead(target))];
  await rollUpHouseBalances(target.db);
  const breaches = await verifyLedger(target.db);
  lines.push(
    `  ledger verified after the missions bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES: ${breaches[0]!.invariant}`}`,
  );
  return lines;
}

async function progressCost(target: BenchApp): Promise<string[]> {
  const { vendor, currency, players, memberTokens } = await launchedPlayers(target, {
    count: MEMBERS,
    prefix: 'benchm',
    secret: SECRET,
    funds: 1_000_000_000n,
  });
  const merchant = await target.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  await seedDemoMissions(target.db);
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
  const jobs = [playRollUpJob(target.db)];
  const setLive = (live: boolean) =>
    target.db
      .updateTable('missions')
      .set({ status: live ? 'LIVE' : 'DRAFT' })
      .where('merchant_id', '=', merchant.id)
      .execute();
  // Every member reads their summary once per 15 s, spread evenly: the site's badge asks again
  // when the balance rises, at most that often (mission-badge-sync.ts).
  const readEvery = 15_000 / MEMBERS;
  let reads = 0;
  const reading = async (until: number) => {
    let i = 0;
    while (Date.now() < until) {
      const started = Date.now();
      const response = await fetch(`${target.baseUrl}${getMissionSummary.path}`, {
        headers: { ...HEADERS, authorization: memberTokens[i++ % MEMBERS]! },
      });
      if (!response.ok) throw new Error(`missions bench: summary HTTP ${response.status}`);
      await response.arrayBuffer();
      reads += 1;
      await new Promise((done) => setTimeout(done, Math.max(0, readEvery - (Date.now() - started))));
    }
  };
  const without: Rate[] = [];
  const withMissions: Rate[] = [];
  for (let run = 0; run < ROUNDS; run += 1) {
    await setLive(false);
    without.push(await settledRounds(target, jobs, () => runGamesLoad(config), SECONDS));
    await setLive(true);
    withMissions.push(
      await settledRounds(
        target,
        jobs,
        async () => {
          const [rate] = await Promise.all([runGamesLoad(config), reading(Date.now() + SECONDS * 1_000)]);
          return rate;
        },
        SECONDS,
      ),
    );
  }
  await setLive(false);
  const [plain, missions] = [
    median(without.map((r) => r.perSecond)),
    median(withMissions.map((r) => r.perSecond)),
  ];
  return [
    `missions (issue 16): ${ROUNDS} alternating runs of ${SECONDS} s, ${CLIENTS} connections, ${MEMBERS} members of seamless vendor ${vendor}; rate = rounds settled, with the play roll-up's pass every 2 s`,
    rateLine('no missions', without, 'rounds/s'),
    rateLine('six live missions, each member reading progress every 15 s', withMissions, 'rounds/s'),
    `  ratio with missions/without ${round(missions / plain)} (target >= 0.87: missions add at most 15 %); ${reads} progress reads${onThisHost(target)}`,
  ];
}

async function leaderboardRead(target: BenchApp): Promise<string[]> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'time_zone'])
    .executeTakeFirstOrThrow();
  const span = leaderboardSpan('WEEKLY', new Date(), merchant.time_zone);
  const started = performance.now();
  // Twenty real members on top, READERS real members spread through the board, the rest synthetic
  // ids (the board never joins them: only the top rows are named).
  const top = await seedMembers(target.db, 20, 'benchlt');
  const readers = await seedMembers(target.db, READERS, 'benchlr');
  await target.db
    .insertInto('leaderboard_periods')
    .values({
      merchant_id: merchant.id,
      period_start: span.start,
      period: 'WEEKLY',
      ends_at: span.until,
      participants: PARTICIPANTS,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'period_start']).doNothing())
    .execute();
  await sql`insert into leaderboard_scores (merchant_id, period_start, member_id, score, reached_at)
    select ${merchant.id}, ${span.start}::date, 100000000 + i, (i::bigint * 7919) % 5000,
      ${span.since}::timestamptz + (i || ' milliseconds')::interval
    from generate_series(1, ${PARTICIPANTS - 20 - READERS}) as i`.execute(target.db);
  await target.db
    .insertInto('leaderboard_scores')
    .values([
      ...top.map((m, i) => ({
        merchant_id: merchant.id,
        period_start: span.start,
        member_id: m.id,
        score: BigInt(10_000 - i),
        reached_at: span.since,
      })),
      ...readers.map((m, i) => ({
        merchant_id: merchant.id,
        period_start: span.start,
        member_id: m.id,
        score: BigInt(Math.floor((i * 5000) / READERS)),
        reached_at: new Date(span.since.getTime() + i),
      })),
    ])
    .execute();
  await sql`analyze leaderboard_scores`.execute(target.db);
  const seeded = (performance.now() - started) / 1000;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => {
    const { rows } = await sql`select member_id, score::text from leaderboard_scores
      where merchant_id = ${merchant.id} and period_start = ${span.start}::date
      order by -score, reached_at, member_id limit 20`.execute(target.db);
    return { rows };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  const ours = await sequentialCalls('missions bench', (i) =>
    fetch(`${target.baseUrl}${getMissionLeaderboard.path}`, {
      headers: { ...HEADERS, authorization: readers[i % READERS]!.token },
    }),
  );
  const base = await sequentialCalls('missions bench', () => fetch(bareUrl));
  await bare.close();
  await target.db.deleteFrom('leaderboard_scores').where('period_start', '=', span.start).execute();
  await target.db.deleteFrom('leaderboard_periods').where('period_start', '=', span.start).execute();
  return [
    `  leaderboard of ${PARTICIPANTS} participants (seeded in ${round(seeded, 1)} s), ${SAMPLES} sequential reads by ${READERS} members at every depth (ranks counted up to 1,000):`,
    `    read p50 ${round(percentile(ours, 50))} ms  p99 ${round(percentile(ours, 99))} ms (target p99 <= 20 ms); bare top-20 SELECT p99 ${round(percentile(base, 99))} ms; ratio ${round(percentile(ours, 99) / percentile(base, 99))}`,
  ];
}
