import { sql } from 'kysely';
import { addDays, localDate } from '../../apps/server/src/lib/brand-days.js';
import { roundCategory } from '../../apps/server/src/modules/records/round-category.js';
import { REBATES } from '../../apps/server/src/modules/rewards/rebates.js';
import { type BenchApp, onThisHost } from './bench-app.js';
import { round } from './load.js';

const MEMBERS = Number(process.env.BENCH_REBATE_MEMBERS ?? 100_000);
const BETS = Number(process.env.BENCH_REBATE_BETS ?? 10_000_000);

/**
 * Issue 15: settling one brand day's rebates for 100,000 members who placed ten million settled
 * bets that day, against a bare aggregate `INSERT … SELECT` of the same sums (each member's valid
 * bet per category of the day, from the bets). The settlement reads the day's play per member and
 * category (`member_category_play`, which the play roll-up's pass fills as bets settle; here filled
 * once from the bets, untimed), pays every rebate through the ledger in windows of members, and
 * records each. The fixture's rounds (no ledger legs) are removed afterwards.
 */
export async function benchRebates(target: BenchApp): Promise<string[]> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'currency', 'time_zone'])
    .executeTakeFirstOrThrow();
  const day = addDays(localDate(new Date(), merchant.time_zone), -1);
  const started = performance.now();
  await seedDay(target, merchant, day);
  const seeded = (performance.now() - started) / 1000;
  try {
    const bare = await timed(() =>
      sql`insert into bench_rebate_sums (member_id, category, valid_bet)
        select r.member_id, ${roundCategory}, sum(r.stake) from game_rounds r
        join game_vendors v on v.code = r.vendor_code
        left join games g on g.vendor_code = r.vendor_code and g.game_code = r.game_code
        where r.merchant_id = ${merchant.id} and r.status = 'CLOSED' and r.round_id like 'rb-%'
        group by 1, 2`.execute(target.db),
    );
    // What the pass would have folded as the bets settled.
    await sql`insert into member_category_play (member_id, day, category, merchant_id, stake, payout, bets)
      select s.member_id, ${day}::date, s.category, ${merchant.id}, s.valid_bet, 0, 1 from bench_rebate_sums s`.execute(
      target.db,
    );
    await sql`analyze member_category_play`.execute(target.db);
    let paid = 0;
    const settle = await timed(async () => {
      paid = await target.services.rewards.periods.settle(REBATES, merchant.id, merchant.currency, day);
    });
    const { rows } = await sql<{ n: string; amount: string }>`
      select count(*)::text as n, coalesce(sum(amount), 0)::text as amount from rebate_payouts where day = ${day}::date`.execute(
      target.db,
    );
    return [
      `rebates (issue 15): ${MEMBERS} members, ${BETS} settled bets on one brand day, seeded in ${round(seeded, 1)} s`,
      `  bare INSERT … SELECT of each member's valid bet per category from the bets   ${round(bare, 2)} s`,
      `  the day's rebates settled (${paid} members paid, ${rows[0]!.n} rebates, ledger credits in windows of 5,000)   ${round(settle, 2)} s`,
      `  ratio settlement/bare aggregate ${round(settle / bare, 2)} (target <= 3)${onThisHost(target)}`,
    ];
  } finally {
    await sql`delete from game_rounds where round_id like 'rb-%'`.execute(target.db);
    await sql`drop table if exists bench_rebate_sums`.execute(target.db);
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/** The members, and their bets of the day over four games of four categories (fixtures). */
async function seedDay(
  target: BenchApp,
  merchant: { id: number; currency: string; time_zone: string },
  day: string,
) {
  await sql`insert into members (merchant_id, username, username_lower, password_hash, path, language)
    select ${merchant.id}, 'rb' || i, 'rb' || i, 'unused', '/', 'EN' from generate_series(1, ${MEMBERS}) as i`.execute(
    target.db,
  );
  const ids = await sql<{ min: number; max: number }>`
    select min(id) as min, max(id) as max from members where username_lower like 'rb%'`.execute(target.db);
  const { min, max } = ids.rows[0]!;
  const games = await sql<{ vendor_code: string; game_code: string }>`
    select distinct on (game_type) vendor_code, game_code from games
    where game_type in ('RNG', 'LIVE', 'FISH', 'SPORTS') order by game_type, id`.execute(target.db);
  const vendors = games.rows.map((g) => g.vendor_code);
  const codes = games.rows.map((g) => g.game_code);
  await sql`create table bench_rebate_sums (member_id int, category text, valid_bet bigint)`.execute(
    target.db,
  );
  const start = sql`(${day}::date::timestamp at time zone ${merchant.time_zone})`;
  for (let done = 0; done < BETS; done += 1_000_000) {
    const count = Math.min(1_000_000, BETS - done);
    await sql`insert into game_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency, wallet,
        stake, payout, bet_count, status, has_win, opened_at, closed_at, rolled_up)
      select ${merchant.id}, (${min}::bigint + (i::bigint * 7919) % ${max - min + 1}::bigint)::int,
        (${vendors}::text[])[1 + (i / 3) % ${vendors.length}], 'rb-' || i, (${codes}::text[])[1 + (i / 3) % ${codes.length}],
        ${merchant.currency}, 'MAIN', 100 + i % 900, (i % 7) * 120, 1, 'CLOSED', i % 7 > 0, at, at, true
      from generate_series(${done}::int, ${done + count - 1}::int) as i
      cross join lateral (select ${start} + ((i::bigint * 86399000 / ${BETS}::bigint) || ' milliseconds')::interval as at) t`.execute(
      target.db,
    );
  }
  await sql`vacuum analyze game_rounds`.execute(target.db);
}
