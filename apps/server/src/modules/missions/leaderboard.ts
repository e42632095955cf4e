import { type LeaderboardRow, toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { LeaderboardPeriodColumn } from '../../db/schema-missions.js';
import { maskName } from '../games/winner-board.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Merchant } from '../site/merchant.js';
import { leaderboardSpan, previousLeaderboardStart } from './mission-periods.js';

export interface LeaderboardRules {
  enabled: boolean;
  period: LeaderboardPeriodColumn;
  /** Minor units per rank, rank 1 first. */
  prizes: bigint[];
  rankShown: number;
}

const DEFAULT_RULES: LeaderboardRules = { enabled: true, period: 'WEEKLY', prizes: [], rankShown: 1000 };
/** The top of the board a member reads. */
export const TOP_ROWS = 20;

export async function findLeaderboardRules(db: Executor, merchantId: number): Promise<LeaderboardRules> {
  const row = await db
    .selectFrom('leaderboard_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_RULES;
  return {
    enabled: row.enabled,
    period: row.period,
    prizes: row.prizes.map(BigInt),
    rankShown: row.rank_shown,
  };
}

/** The standing order: higher score first, then who reached it first, then the older member. */
const RANK_ORDER = sql`-score, reached_at, member_id`;

/**
 * A member's claimed score joins the leaderboard's current period (decision 0043), inside the
 * claim's transaction: the period is opened once with its kind and end, and the member's row rises,
 * its time the moment it rose (ties go to who got there first).
 */
export async function addScore(
  tx: Executor,
  merchant: Pick<Merchant, 'id' | 'timeZone'>,
  memberId: number,
  score: number,
  now: Date,
): Promise<void> {
  if (score <= 0) return;
  const rules = await findLeaderboardRules(tx, merchant.id);
  if (!rules.enabled) return;
  const span = leaderboardSpan(rules.period, now, merchant.timeZone);
  await tx
    .insertInto('leaderboard_periods')
    .values({ merchant_id: merchant.id, period_start: span.start, period: rules.period, ends_at: span.until })
    .onConflict((oc) => oc.columns(['merchant_id', 'period_start']).doNothing())
    .execute();
  const { rows } = await sql<{ added: boolean }>`
    insert into leaderboard_scores as s (merchant_id, period_start, member_id, score, reached_at)
    values (${merchant.id}, ${span.start}, ${memberId}, ${score}, ${now})
    on conflict (merchant_id, period_start, member_id)
    do update set score = s.score + excluded.score, reached_at = excluded.reached_at
    returning (xmax = 0) as added`.execute(tx);
  if (rows[0]?.added) {
    await tx
      .updateTable('leaderboard_periods')
      .set((eb) => ({ participants: eb('participants', '+', 1) }))
      .where('merchant_id', '=', merchant.id)
      .where('period_start', '=', span.start)
      .execute();
  }
}

/** The period a member reads: the current one (by today's rules) or the one before it. */
export async function periodToRead(
  db: Executor,
  merchant: Pick<Merchant, 'id' | 'timeZone'>,
  rules: LeaderboardRules,
  which: 'CURRENT' | 'PREVIOUS',
  now: Date,
) {
  const current = leaderboardSpan(rules.period, now, merchant.timeZone);
  if (which === 'CURRENT') return { ...current, period: rules.period, settled: false };
  // The period before: the last one opened before today's, whatever its kind was.
  const before = await db
    .selectFrom('leaderboard_periods')
    .select([sql<string>`period_start::text`.as('period_start'), 'period', 'ends_at', 'settled_at'])
    .where('merchant_id', '=', merchant.id)
    .where('period_start', '<', current.start)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!before) {
    const start = previousLeaderboardStart(rules.period, current.start, merchant.timeZone);
    return {
      ...leaderboardSpan(rules.period, new Date(current.since.getTime() - 1), merchant.timeZone),
      start,
      period: rules.period,
      settled: false,
    };
  }
  const span = leaderboardSpan(before.period, new Date(before.ends_at.getTime() - 1), merchant.timeZone);
  return { ...span, period: before.period, settled: before.settled_at !== null };
}

/** A period's top rows, ranked, with usernames. */
export async function topOf(db: Executor, merchantId: number, start: string, limit: number) {
  const { rows } = await sql<{ member_id: number; username: string; score: string; reached_at: Date }>`
    select s.member_id, m.username, s.score::text, s.reached_at
    from (select member_id, score, reached_at from leaderboard_scores
      where merchant_id = ${merchantId} and period_start = ${start}::date
      order by ${RANK_ORDER} limit ${limit}) s
    join members m on m.id = s.member_id
    order by -s.score, s.reached_at, s.member_id`.execute(db);
  return rows.map((row, i) => ({ ...row, rank: i + 1, score: BigInt(row.score) }));
}

/**
 * A member's rank in a period, counted only up to `cap` (decision 0043): the members ahead of them
 * are one range of the ranking index (`(-score, reached_at, member_id)` below theirs), read in
 * order and stopped at the cap, so a member far down a board of millions costs what one near the
 * top does. Null when they have no row or stand below the cap.
 */
export async function rankOf(db: Executor, merchantId: number, start: string, memberId: number, cap: number) {
  const { rows } = await sql<{ score: string; ahead: number | null }>`
    select me.score::text, (
      select count(*)::int from (
        select 1 from leaderboard_scores o
        where o.merchant_id = ${merchantId} and o.period_start = ${start}::date
          and (-o.score, o.reached_at, o.member_id) < (-me.score, me.reached_at, me.member_id)
        order by -o.score, o.reached_at, o.member_id
        limit ${cap}
      ) a
    ) as ahead
    from leaderboard_scores me
    where me.merchant_id = ${merchantId} and me.period_start = ${start}::date and me.member_id = ${memberId}`.execute(
    db,
  );
  const row = rows[0];
  if (!row) return { score: 0n, rank: null };
  const ahead = row.ahead ?? 0;
  return { score: BigInt(row.score), rank: ahead >= cap ? null : ahead + 1 };
}

/** How many members have a score in a period (kept on the period as rows are added). */
export async function participantsOf(db: Executor, merchantId: number, start: string): Promise<number> {
  const row = await db
    .selectFrom('leaderboard_periods')
    .select('participants')
    .where('merchant_id', '=', merchantId)
    .where('period_start', '=', start)
    .executeTakeFirst();
  return row?.participants ?? 0;
}

/** The member's view of a board row. */
export function boardRow(
  row: { rank: number; member_id: number; username: string; score: bigint },
  prizes: bigint[],
  merchant: Merchant,
  memberId: number,
): LeaderboardRow {
  const prize = prizes[row.rank - 1];
  const isMe = row.member_id === memberId;
  return {
    rank: row.rank,
    username: isMe ? row.username : maskName(row.username),
    score: Number(row.score),
    prize: prize && prize > 0n ? toMajor(prize, merchant.currencyScale) : null,
    isMe,
  };
}
