import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { underPath, uplineIds, uplineIdsOf } from '../../db/team-path.js';
import type { Job } from '../../jobs/job-runner.js';
import type { Executor } from '../ledger/ledger.repo.js';
import { lotteryCategory } from '../records/lottery-records.repo.js';
import { roundCategory } from '../records/round-category.js';
import { wageringMoves } from '../rewards/bonus-wagering.js';
import { categoryMoves } from '../rewards/category-play.js';

/**
 * The play roll-up (decision 0036): settled play per member (`member_play`) and per team head
 * (`team_play`), by day, week and month of the brand's, folded from the settled rows by a job, so a
 * team of 100,000 reads its figures from a few rows. Reads add the rows not folded yet (`pendingPlay`),
 * so what they show is exact at any moment. The same pass moves the wagering of bonuses (decision
 * 0039) and adds each member's play per day and category, which rebates read (decision 0040):
 * every settled bet is read once, by one fold.
 */

/** Rounds, and lottery draws, to fold per pass: enough to keep up, brief enough to hold their locks. */
const BATCH = { rounds: 5_000, draws: 20 };

/** Folds and upline moves of the roll-up take turns (several nodes run the job). */
const LOCK = sql`pg_advisory_xact_lock(hashtext('play-roll-up'))`;

/** Closed rounds not folded yet (migration 0035's partial index, word for word). */
const ROUND_DUE = sql.raw(`status = 'CLOSED' and not rolled_up`);
/** Draws whose bets changed since they were folded, or are changing (being settled). */
const drawDue = (d: string) =>
  sql.raw(`${d}.status in ('DRAWN', 'SETTLED', 'CANCELLED')
      and (${d}.rolled_status is distinct from ${d}.status or ${d}.rolled_corrections is distinct from ${d}.corrections)`);
/** A lottery bet's settled time while it counts (won or lost), null otherwise. */
const BET_AT = sql.raw(`case when b.status in ('WON', 'LOST') then b.settled_at end`);

/**
 * What is not folded yet, as changes (merchant_id, member_id, at, stake, payout, bets): closed
 * rounds not folded, and for each lottery bet of a due draw what it counts now less what it added
 * before (nothing when both are the same). `where` narrows them on the row's own columns (`r`).
 */
export function pendingPlay(where: RawBuilder<boolean> = sql`true`) {
  return sql`
    select r.merchant_id, r.member_id, r.closed_at as at, r.stake, r.payout, 1 as bets
    from game_rounds r where ${ROUND_DUE} and ${where}
    union all
    select r.merchant_id, r.member_id, x.at, x.stake, x.payout, x.bets
    from lottery_draws dr join lottery_bets r on r.draw_id = dr.id
    cross join lateral (values
      (case when r.status in ('WON', 'LOST') then r.settled_at end, r.stake, r.payout, 1),
      (r.rolled_at, -r.rolled_stake, -r.rolled_payout, -1)
    ) as x(at, stake, payout, bets)
    where ${drawDue('dr')} and x.at is not null and ${where}`;
}

/**
 * A batch of closed rounds, marked folded: the leading CTEs of a pass, ending in `moves` (each with
 * its category, and `fresh`: counted for the first time).
 */
const roundMoves = (limit: number) => sql`
  due as (
    select id, merchant_id, member_id, closed_at as at, stake, payout, vendor_code, game_code
    from game_rounds where ${ROUND_DUE} order by id limit ${limit} for update skip locked
  ), marked as (
    update game_rounds r set rolled_up = true from due where r.id = due.id
  ), moves as (
    select r.merchant_id, r.member_id, r.at, r.stake, r.payout, 1 as bets,
      ${roundCategory} as category, true as fresh
    from due r left join game_vendors v on v.code = r.vendor_code
    left join games g on g.vendor_code = r.vendor_code and g.game_code = r.game_code
  )`;

/**
 * The bets of settled or cancelled draws (locked by the caller) whose count changed, with the
 * draws marked folded under their status and corrections. What each bet counts now replaces what
 * it added before.
 */
const drawMoves = (draws: string[]) => sql`
  changed as (
    select b.id, b.merchant_id, b.member_id, ${BET_AT} as at, b.stake, b.payout,
      b.rolled_at, b.rolled_stake, b.rolled_payout, ${lotteryCategory} as category
    from lottery_bets b join lottery_games lg on lg.code = b.game_code
    where b.draw_id = any(${draws}::bigint[])
      and (${BET_AT}, case when ${BET_AT} is null then null else b.stake end,
        case when ${BET_AT} is null then null else b.payout end)
        is distinct from (b.rolled_at, b.rolled_stake, b.rolled_payout)
  ), marked as (
    update lottery_bets r set rolled_at = c.at,
      rolled_stake = case when c.at is null then null else c.stake end,
      rolled_payout = case when c.at is null then null else c.payout end
    from changed c where r.id = c.id
  ), marked_draws as (
    update lottery_draws d set rolled_status = d.status, rolled_corrections = d.corrections
    where d.id = any(${draws}::bigint[])
  ), moves as (
    select merchant_id, member_id, at, stake, payout, 1 as bets, category, rolled_at is null as fresh
    from changed where at is not null
    union all
    select merchant_id, member_id, rolled_at, -rolled_stake, -rolled_payout, -1, category, false
    from changed where rolled_at is not null
  )`;

/**
 * The spans a brand day counts in (migration 0035): the day, its week from Monday, its month.
 * `day` is a date expression.
 */
const spansOf = (day: RawBuilder<unknown>) => sql`(values
  ('D', ${day}), ('W', date_trunc('week', ${day})::date), ('M', date_trunc('month', ${day})::date)
) as s(span, start)`;

/**
 * Adds `moves` (the CTEs given) to the roll-up: per member and span of the brand's calendar into
 * member_play (with the member's path), and per head (every upline on the path) into team_play. A
 * head's players change when a member's span starts or stops counting bets. Answers how many
 * changes it added.
 */
async function addMoves(tx: Executor, leading: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ moves: string }>`
    with ${leading}, days as (
      select mv.member_id, (mv.at at time zone b.time_zone)::date as day, mv.merchant_id,
        sum(mv.stake) as stake, sum(mv.payout) as payout, sum(mv.bets) as bets, count(*) as moves
      from moves mv join merchants b on b.id = mv.merchant_id group by 1, 2, 3
    ), spans as (
      select days.member_id, s.span, s.start, days.merchant_id, m.path, sum(days.stake)::bigint as stake,
        sum(days.payout)::bigint as payout, sum(days.bets)::int as bets
      from days join members m on m.id = days.member_id
      cross join lateral ${spansOf(sql`days.day`)}
      group by 1, 2, 3, 4, 5
    ), members_up as (
      insert into member_play as d (member_id, span, start, merchant_id, path, stake, payout, bets)
      select member_id, span, start, merchant_id, path, stake, payout, bets from spans
      on conflict (member_id, span, start) do update
        set path = excluded.path, stake = d.stake + excluded.stake, payout = d.payout + excluded.payout,
          bets = d.bets + excluded.bets
      returning d.member_id, d.span, d.start, d.bets
    ), heads as (
      select h.head_id, spans.span, spans.start, spans.merchant_id, sum(spans.stake) as stake,
        sum(spans.payout) as payout, sum(spans.bets) as bets,
        sum((up.bets > 0)::int - (up.bets - spans.bets > 0)::int) as players
      from spans
      join members_up up on up.member_id = spans.member_id and up.span = spans.span and up.start = spans.start
      cross join lateral unnest(${uplineIdsOf('spans.path')}) as h(head_id)
      group by 1, 2, 3, 4
    ), teams_up as (
      insert into team_play as t (head_id, span, start, merchant_id, stake, payout, bets, players)
      select head_id, span, start, merchant_id, stake, payout, bets, players from heads
      on conflict (head_id, span, start) do update
        set stake = t.stake + excluded.stake, payout = t.payout + excluded.payout,
          bets = t.bets + excluded.bets, players = t.players + excluded.players
    ), ${wageringMoves}, ${categoryMoves}
    select coalesce(sum(moves), 0) as moves from days`.execute(tx);
  return Number(rows[0]?.moves ?? 0);
}

/**
 * One pass: a batch of closed rounds, then a batch of settled or cancelled draws (locked first, so
 * their bets are read after any correction that was in flight). Answers how many rounds and draws
 * it folded (a bigger batch for a backlog, such as a bench's fixtures).
 */
export async function foldPlay(db: Db, batch = BATCH): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`select ${LOCK}`.execute(tx);
    const rounds = await addMoves(tx, roundMoves(batch.rounds));
    const { rows } = await sql<{ id: string }>`
      select d.id::text as id from lottery_draws d
      where ${drawDue('d')} and d.status in ('SETTLED', 'CANCELLED')
      order by d.id limit ${batch.draws} for update skip locked`.execute(tx);
    if (rows.length > 0) await addMoves(tx, drawMoves(rows.map((row) => row.id)));
    return rounds + rows.length;
  });
}

/** The job: a pass every two seconds, and more at once while a backlog lasts. */
export function playRollUpJob(db: Db): Job {
  return {
    name: 'play-roll-up',
    everyMs: 2_000,
    run: async () => {
      let total = 0;
      for (let pass = 0; pass < 20; pass += 1) {
        const folded = await foldPlay(db);
        total += folded;
        if (folded === 0) break;
      }
      return total;
    },
  };
}

/**
 * A member (and their team) moved under another upline (`member.upline.move`): their folded play
 * takes their new paths, leaves the heads they are no longer below and joins the heads they now are,
 * so a team's figures always mean the members it has now. Runs in the move's transaction, after the
 * paths changed.
 */
export async function moveTeamPlay(
  tx: Executor,
  move: { merchantId: number; memberId: number; oldPath: string; newPath: string },
): Promise<void> {
  const before = uplineIds(move.oldPath);
  const after = uplineIds(move.newPath);
  const heads = [
    ...before.filter((id) => !after.includes(id)).map((id) => ({ id, sign: -1 })),
    ...after.filter((id) => !before.includes(id)).map((id) => ({ id, sign: 1 })),
  ];
  if (heads.length === 0) return;
  await sql`select ${LOCK}`.execute(tx);
  const prefix = `${move.newPath}${move.memberId}/`;
  await sql`
    with moved as (
      update member_play d set path = m.path from members m
      where m.id = d.member_id and m.merchant_id = ${move.merchantId}
        and (m.id = ${move.memberId} or ${underPath('m.path', prefix)})
      returning d.span, d.start, d.stake, d.payout, d.bets
    ), spans as (
      select span, start, sum(stake) as stake, sum(payout) as payout, sum(bets) as bets,
        count(*) filter (where bets > 0) as players
      from moved group by span, start
    ), heads as (
      select * from unnest(${heads.map((h) => h.id)}::int[], ${heads.map((h) => h.sign)}::int[]) as h(head_id, sign)
    )
    insert into team_play as t (head_id, span, start, merchant_id, stake, payout, bets, players)
    select h.head_id, spans.span, spans.start, ${move.merchantId}, h.sign * spans.stake, h.sign * spans.payout,
      h.sign * spans.bets, h.sign * spans.players
    from spans cross join heads h
    on conflict (head_id, span, start) do update
      set stake = t.stake + excluded.stake, payout = t.payout + excluded.payout,
        bets = t.bets + excluded.bets, players = t.players + excluded.players`.execute(tx);
}
