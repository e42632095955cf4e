import { oddsTable } from '@tessera/lottery';
import { sql } from 'kysely';
import { rollUpHouseBalances } from '../../apps/server/src/modules/ledger/house-roll-up.js';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.js';
import { seedMembers } from '../fault/seed-members.js';
import { type BenchApp, fundMembers, onThisHost } from './bench-app.js';
import { round } from './load.js';
import { runLotteryLoad, slipFor } from './lottery-load.js';
import { againstPgbench, againstPgbenchLines, type Rate } from './pgbench.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = Number(process.env.BENCH_LOTTERY_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_LOTTERY_SECONDS ?? 6);
const MEMBERS = 256;

/** A game whose draw stays open for days, so no round meets a close; and a line for it. */
const LONG_OPEN = [
  {
    gameCode: 'LHC_HK',
    prizeMode: 'LOTT',
    line: { betType: 'LHC.SPECIAL', picks: [['07', '21']], units: 1 },
  },
  { gameCode: 'SEA_4D', prizeMode: 'SEA', line: { betType: 'SEA.BIG', picks: [['1234']], units: 1 } },
  { gameCode: 'VN_N', prizeMode: 'LOTT', line: { betType: 'VN_NORTH.DE', picks: [['12', '34']], units: 1 } },
] as const;

/**
 * Issue 5: bet slips placed over HTTP against pgbench TPC-B-like, and the settlement of one draw of
 * a million bets against a bare UPDATE of as many rows on the same database.
 */
export async function benchLottery(target: BenchApp): Promise<string[]> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .executeTakeFirstOrThrow();
  const lines = [
    `lottery (issue 5): ${ROUNDS} alternating rounds of ${SECONDS} s, medians`,
    ...(await benchPlacements(target, merchant)),
    ...(await benchSettlement(target, merchant)),
  ];
  await rollUpHouseBalances(target.db);
  const breaches = await verifyLedger(target.db);
  lines.push(
    `  ledger verified after the lottery bench: ${breaches.length === 0 ? 'every invariant holds' : `${breaches.length} BREACHES: ${breaches[0]!.invariant}`}`,
  );
  return lines;
}

type Merchant = { id: number; currency: string };

async function benchPlacements(target: BenchApp, merchant: Merchant): Promise<string[]> {
  const now = new Date();
  await target.services.lottery.draws.plan(now);
  await target.services.lottery.draws.advance(now);
  let chosen: { game: (typeof LONG_OPEN)[number]; numero: string } | null = null;
  for (const game of LONG_OPEN) {
    const { draw } = await target.services.lottery.menus.opened(merchant.id, game.gameCode);
    if (draw && new Date(draw.closesAt).getTime() - now.getTime() > 120_000) {
      chosen = { game, numero: draw.numero };
      break;
    }
  }
  if (!chosen) return ['  bet placements: no long-open draw right now (all within two minutes of closing)'];
  const members = await seedMembers(target.db, MEMBERS, 'benchl');
  await fundMembers(
    target,
    merchant,
    members.map((m) => m.id),
    1_000_000_000n,
  );
  const config = {
    url: target.baseUrl,
    seconds: SECONDS,
    connections: CLIENTS,
    overallRate: 0,
    tokens: members.map((m) => m.token),
    gameCode: chosen.game.gameCode,
    numero: chosen.numero,
    prizeMode: chosen.game.prizeMode,
    line: { ...chosen.game.line, picks: chosen.game.line.picks.map((row) => [...row]) },
  };
  await expectPlaced(target, config);
  const result = await againstPgbench(
    target.kind,
    { clients: CLIENTS, seconds: SECONDS, rounds: ROUNDS },
    () => placedSlips(target, () => runLotteryLoad(config)),
  );
  const lines = [
    `  bet placements: ${CLIENTS} connections, ${MEMBERS} members, one-line slips on ${chosen.game.gameCode} ${chosen.numero}; rate = bets placed`,
    ...againstPgbenchLines(result, CLIENTS, 'POST /lotto/lgw/orders', 'bets/s'),
    result.ratio === null
      ? '  pgbench needs PostgreSQL (set BENCH_DATABASE_URL): no ratio on PGlite'
      : `  ratio bet placements/pgbench ${round(result.ratio)} (target >= 0.4)${onThisHost(target)}`,
  ];
  return lines;
}

/** Runs a load and counts the bets really placed in that time (a refusal places nothing). */
async function placedSlips(target: BenchApp, run: () => Promise<Rate>): Promise<Rate> {
  const count = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from lottery_bets`.execute(target.db)).rows[0]!.n);
  const before = await count();
  const rate = await run();
  const placed = (await count()) - before;
  return {
    ...rate,
    perSecond: placed / SECONDS,
    failures: rate.failures + Math.max(0, Math.round(rate.perSecond * SECONDS - placed)),
  };
}

async function expectPlaced(target: BenchApp, config: Parameters<typeof runLotteryLoad>[0]) {
  const slip = slipFor(config)();
  const response = await fetch(`${target.baseUrl}${slip.path}`, slip);
  const answer = (await response.json()) as { success: boolean; message: string | null };
  if (!answer.success) throw new Error(`bench slip refused: ${answer.message}`);
}

/**
 * One drawn draw with a million SSC bets of a thousand different selections from a thousand
 * members (written straight to the table: placing them is the other measure), settled by the real
 * settlement; and a bare UPDATE of a copy of the same rows, same width, with its primary key.
 */
async function benchSettlement(target: BenchApp, merchant: Merchant): Promise<string[]> {
  const count = Number(process.env.BENCH_LOTTERY_BETS ?? (target.kind === 'postgres' ? 1_000_000 : 100_000));
  const members = (await seedMembers(target.db, 1_000, 'benchs')).map((m) => m.id);
  const numbers = ['3', '1', '4', '1', '5'];
  const at = new Date(Date.now() - 60_000);
  const draw = await target.db
    .insertInto('lottery_draws')
    .values({
      merchant_id: merchant.id,
      game_code: 'SSC1',
      numero: 'BENCH-0001',
      opens_at: new Date(at.getTime() - 60_000),
      closes_at: at,
      draws_at: at,
      status: 'DRAWN',
      numbers: JSON.stringify(numbers),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const odds = oddsTable('ELOTT')['SSC.POS']!;
  await sql`insert into lottery_bets (merchant_id, member_id, draw_id, game_code, prize_mode, bet_type, picks,
      units, combinations, unit_price, payout_milli, currency, wallet, stake, request_id, line, placed_at)
    select ${merchant.id}, (${members}::int[])[1 + i % ${members.length}], ${draw.id}, 'SSC1', 'ELOTT', 'SSC.POS',
      jsonb_build_array(jsonb_build_array((i % 10)::text), jsonb_build_array(((i / 10) % 10)::text),
        '[]'::jsonb, '[]'::jsonb, jsonb_build_array(((i / 100) % 10)::text)),
      1 + i % 3, 3, ${odds.unitPrice}, ${JSON.stringify(odds.payoutMilli)}::jsonb, ${merchant.currency}, 'MAIN',
      3 * (1 + i % 3) * ${odds.unitPrice}, gen_random_uuid(), 0, now()
    from generate_series(1, ${count}) as i`.execute(target.db);
  await sql`create table bench_bare as select * from lottery_bets where draw_id = ${draw.id}`.execute(
    target.db,
  );
  await sql`alter table bench_bare add primary key (id)`.execute(target.db);
  await sql`vacuum analyze lottery_bets`.execute(target.db);
  await sql`vacuum analyze bench_bare`.execute(target.db);

  const bareStart = performance.now();
  await sql`update bench_bare set status = 'LOST', payout = 0, settled_at = now()`.execute(target.db);
  const bareMs = performance.now() - bareStart;
  const settleStart = performance.now();
  const settled = await target.services.lottery.settlement.settleDraw(draw.id, merchant.id, numbers);
  const settleMs = performance.now() - settleStart;
  await sql`drop table bench_bare`.execute(target.db);

  const check = (
    await sql<{ won: string; paid: string; legs: string }>`select
        (select count(*) from lottery_bets where draw_id = ${draw.id} and status = 'WON') as won,
        (select coalesce(sum(payout), 0) from lottery_bets where draw_id = ${draw.id}) as paid,
        (select coalesce(sum(amount), 0) from ledger_transfers where kind = 'LOTTERY_WIN') as legs`.execute(
      target.db,
    )
  ).rows[0]!;
  return [
    `  settlement: one draw of ${count} bets (${check.won} won), 1,000 members`,
    `  bare UPDATE of ${count} rows                  ${round(bareMs / 1000)} s`,
    `  settle the draw (${settled} bets)               ${round(settleMs / 1000)} s  (${Math.round(settled / (settleMs / 1000))} bets/s)`,
    `  ratio settlement/bare UPDATE ${round(settleMs / bareMs)} (target <= 3); payouts ${check.paid === check.legs ? 'equal' : 'DIFFER FROM'} the ledger's wins${onThisHost(target)}`,
  ];
}
