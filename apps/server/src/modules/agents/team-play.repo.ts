import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { memberOfTeam, underPath } from '../../db/team-path.js';
import { addDays } from '../../lib/brand-days.js';
import type { PlayByDay } from '../reports/play-figures.repo.js';
import { pendingPlay } from './play-roll-up.js';

/**
 * A team's settled play over the brand's days [fromDay, toDay], read from the play roll-up
 * (play-roll-up.ts) plus what it has not folded yet, so the figures are exact at any moment.
 */
export interface TeamDays {
  merchantId: number;
  timeZone: string;
  /** The head of the team (the agent); the team is everyone below them, not themselves. */
  headId: number;
  /** The team's path (`teamPath` of the head). */
  team: string;
  /** Only this member of the team. */
  memberId?: number | undefined;
  fromDay: string;
  toDay: string;
  /** The brand's date today: a span that starts with the period and ends today holds it whole. */
  today: string;
}

type Span = 'D' | 'W' | 'M';

/**
 * The one span of the roll-up that holds exactly the period's play, when there is one: a day, a
 * week from Monday or a month, from its first day to its last or to today (nothing has settled
 * after today). Other periods (a custom range) add up their days.
 */
export function spanOf(
  t: Pick<TeamDays, 'fromDay' | 'toDay' | 'today'>,
): { span: Span; start: string } | null {
  const { fromDay: from, toDay: to } = t;
  if (from === to) return { span: 'D', start: from };
  const ends = (last: string) => to === last || (to === t.today && to < last);
  const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  if (weekday === 0 && ends(addDays(from, 6))) return { span: 'W', start: from };
  const monthEnd = addDays(`${nextMonth(from)}-01`, -1);
  if (from.endsWith('-01') && ends(monthEnd)) return { span: 'M', start: from };
  return null;
}

const nextMonth = (day: string) => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/** Whose member rows: the member, or everyone whose path lies under the team's. */
function whose(alias: string, t: TeamDays): RawBuilder<boolean> {
  if (t.memberId !== undefined) return sql<boolean>`${sql.ref(`${alias}.member_id`)} = ${t.memberId}`;
  return underPath(`${alias}.path`, t.team);
}

/** The team's changes not folded yet, per member and brand day within the period. */
export function pending(t: TeamDays) {
  const mine =
    t.memberId !== undefined
      ? sql<boolean>`r.member_id = ${t.memberId}`
      : memberOfTeam('r.member_id', t.merchantId, t.team);
  return sql`
    select member_id, day, sum(stake) as stake, sum(payout) as payout, sum(bets) as bets from (
      select p.member_id, (p.at at time zone ${t.timeZone})::date as day, p.stake, p.payout, p.bets
      from (${pendingPlay(sql<boolean>`r.merchant_id = ${t.merchantId} and ${mine}`)}) p
    ) x where day between ${t.fromDay}::date and ${t.toDay}::date group by member_id, day`;
}

/** The folded member rows of the period: its one span, or its days. */
function folded(t: TeamDays) {
  const span = spanOf(t);
  const which = span
    ? sql`d.span = ${span.span} and d.start = ${span.start}::date`
    : sql`d.span = 'D' and d.start between ${t.fromDay}::date and ${t.toDay}::date`;
  return sql`
    select d.member_id, d.stake, d.payout, d.bets from member_play d
    where d.merchant_id = ${t.merchantId} and ${which} and ${whose('d', t)}`;
}

/** The whole team's play per day: the heads' day rows, and the pending rows with the players they add. */
export async function teamPlayByDay(db: Db, t: TeamDays): Promise<PlayByDay[]> {
  const { rows } = await sql<{ date: string; stake: string; payout: string; players: string }>`
    with pending as (${pending(t)}), pending_days as (
      select p.day, sum(p.stake) as stake, sum(p.payout) as payout,
        sum((coalesce(d.bets, 0) + p.bets > 0)::int - (coalesce(d.bets, 0) > 0)::int) as players
      from pending p
      left join member_play d on d.member_id = p.member_id and d.span = 'D' and d.start = p.day
      group by p.day
    )
    select day::text as date, sum(stake) as stake, sum(payout) as payout, sum(players) as players from (
      select start as day, stake, payout, players from team_play
      where head_id = ${t.headId} and span = 'D' and start between ${t.fromDay}::date and ${t.toDay}::date
      union all
      select day, stake, payout, players from pending_days
    ) x group by day`.execute(db);
  return rows.map((r) => ({
    date: r.date,
    stake: BigInt(r.stake),
    payout: BigInt(r.payout),
    players: Number(r.players),
  }));
}

/**
 * How many members of the team played in the period (each once): the head's span row with the
 * players pending play adds, or, for a period no span holds, the members counted over its days.
 */
export async function teamActiveMembers(db: Db, t: TeamDays): Promise<number> {
  // A span's players are the whole team's: one member is counted over their rows.
  const span = t.memberId === undefined ? spanOf(t) : null;
  const { rows } = span
    ? await sql<{ n: string }>`
        with pending as (
          select member_id, sum(bets) as bets from (${pending(t)}) p group by member_id
        )
        select coalesce((select players from team_play
            where head_id = ${t.headId} and span = ${span.span} and start = ${span.start}::date), 0)
          + coalesce((select sum((coalesce(d.bets, 0) + p.bets > 0)::int - (coalesce(d.bets, 0) > 0)::int)
            from pending p left join member_play d
              on d.member_id = p.member_id and d.span = ${span.span} and d.start = ${span.start}::date), 0) as n`.execute(
        db,
      )
    : await sql<{ n: string }>`
        select count(*) as n from (${teamMemberPlay(t)}) x`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Each member of the team who played in the period: valid bet and payout (member_id, valid_bet, payout). */
export function teamMemberPlay(t: TeamDays) {
  return sql`
    select member_id, sum(stake) as valid_bet, sum(payout) as payout from (
      ${folded(t)}
      union all
      select member_id, stake, payout, bets from (${pending(t)}) p
    ) x group by member_id having sum(bets) > 0`;
}
