import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { memberOfTeam, underPath } from '../../db/team-path.js';

/** A period of the brand's days: [from, to) as instants, and the zone its dates are read in. */
export interface Period {
  merchantId: number;
  timeZone: string;
  from: Date;
  to: Date;
  /**
   * Only an agent's team: members whose path starts with this (`teamPath`, domain.md §7), read
   * through the members_path index. Absent: the whole brand.
   */
  team?: string;
  /** Only this member (of the team, when one is given). */
  memberId?: number;
  /** With `team`: the team's head too (a contract holder and everyone below them). */
  head?: number;
}

/** `and <column> is the member, or in (the team's member ids)`, when the period says; nothing otherwise. */
export function inTeam(column: string, p: Period) {
  if (p.memberId !== undefined) return sql`and ${sql.ref(column)} = ${p.memberId}`;
  if (!p.team) return sql``;
  const team = memberOfTeam(column, p.merchantId, p.team);
  return p.head === undefined ? sql`and ${team}` : sql`and (${sql.ref(column)} = ${p.head} or ${team})`;
}

/** The same for the members table itself: its own path says who is in the team, with no self-join. */
export function isTeamMember(p: Period) {
  if (p.memberId !== undefined) return sql`and id = ${p.memberId}`;
  if (!p.team) return sql``;
  const team = underPath('path', p.team);
  return p.head === undefined ? sql`and ${team}` : sql`and (id = ${p.head} or ${team})`;
}

/**
 * Settled play: provider rounds (closed) and lottery bets (won or lost), as one row source, each on
 * the day it settled (the member's own profit record counts it so too).
 */
export function settledPlay(p: Period) {
  return sql`
    select r.member_id, r.vendor_code as vendor, coalesce(g.game_type, 'OTHER') as category,
      r.stake, r.payout, r.closed_at as at
    from game_rounds r
    left join games g on g.vendor_code = r.vendor_code and g.game_code = r.game_code
    where r.merchant_id = ${p.merchantId} and r.status = 'CLOSED'
      and r.closed_at >= ${p.from} and r.closed_at < ${p.to} ${inTeam('r.member_id', p)}
    union all
    select b.member_id, 'LOTTERY', 'LOTTERY', b.stake, b.payout, b.settled_at
    from lottery_bets b
    where b.merchant_id = ${p.merchantId} and b.status in ('WON', 'LOST')
      and b.settled_at >= ${p.from} and b.settled_at < ${p.to} ${inTeam('b.member_id', p)}`;
}

/** A column's time as the brand's date (`YYYY-MM-DD`), to group by. */
export const day = (column: string, p: Period) =>
  sql`(${sql.ref(column)} at time zone ${p.timeZone})::date::text`;

export interface PlayByDay {
  date: string;
  stake: bigint;
  payout: bigint;
  players: number;
}

export async function playByDay(db: Db, p: Period): Promise<PlayByDay[]> {
  const { rows } = await sql<{ date: string; stake: string; payout: string; players: string }>`
    select ${day('at', p)} as date, sum(stake) as stake, sum(payout) as payout,
      count(distinct member_id) as players
    from (${settledPlay(p)}) play group by 1`.execute(db);
  return rows.map((r) => ({
    date: r.date,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
    players: Number(r.players),
  }));
}

export interface PlaySlice {
  key: string;
  stake: bigint;
  payout: bigint;
  bets: number;
  players: number;
}

export async function playBy(db: Db, p: Period, by: 'vendor' | 'category'): Promise<PlaySlice[]> {
  const { rows } = await sql<{ key: string; stake: string; payout: string; bets: string; players: string }>`
    select ${sql.ref(by)} as key, sum(stake) as stake, sum(payout) as payout, count(*) as bets,
      count(distinct member_id) as players
    from (${settledPlay(p)}) play group by 1 order by sum(stake) - sum(payout) desc`.execute(db);
  return rows.map((r) => ({
    key: r.key,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
    bets: Number(r.bets),
    players: Number(r.players),
  }));
}

/** How many members settled a bet in the period. */
export async function activePlayers(db: Db, p: Period): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(distinct member_id) as n from (${settledPlay(p)}) play`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Each member's settled play in the period: stakes, wins, and their net (the house's loss is theirs). */
export async function playByPlayer(db: Db, p: Period, limit: number) {
  const { rows } = await sql<{
    member_id: number;
    username: string;
    stake: string;
    payout: string;
    bets: string;
  }>`
    select play.member_id, m.username, sum(stake) as stake, sum(payout) as payout, count(*) as bets
    from (${settledPlay(p)}) play join members m on m.id = play.member_id
    group by 1, 2 order by abs(sum(payout) - sum(stake)) desc limit ${limit}`.execute(db);
  return rows.map((r) => ({
    memberId: r.member_id,
    username: r.username,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
    bets: Number(r.bets),
  }));
}

/**
 * What the brand gave away (bonus-like ledger kinds) per day, less bonuses that came back (expired
 * or given up): NGR is GGR less this.
 */
export async function giveawaysByDay(db: Db, p: Period): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ date: string; amount: string }>`
    select ${day('created_at', p)} as date,
      sum(case when kind in ('BONUS_EXPIRE', 'BONUS_FORFEIT') then -amount else amount end) as amount
    from ledger_transfers
    where merchant_id = ${p.merchantId}
      and kind in ('BONUS', 'REBATE', 'CASHBACK', 'PROMOTION', 'VIP_BONUS', 'BONUS_EXPIRE', 'BONUS_FORFEIT')
      and created_at >= ${p.from} and created_at < ${p.to}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [r.date, BigInt(r.amount)]));
}
