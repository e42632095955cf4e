import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PLANNED_EACH_TIME } from '../../db/prepared-statements.js';
import { underPath } from '../../db/team-path.js';
import { type TeamSpan, who } from './team-money.repo.js';
import { pending, spanOf, teamMemberPlay } from './team-play.repo.js';

/**
 * The P&L statement: per member of the team with any activity in the period (settled play,
 * credited deposits, paid withdrawals), the biggest valid bet first, then by member; a page of it
 * and the totals of all.
 */
export interface StatementRow {
  member_id: number;
  username: string;
  path: string;
  type: number;
  deposit_count: string;
  deposits: string;
  withdrawal_count: string;
  withdrawals: string;
  valid_bet: string;
  payout: string;
}

export interface StatementTotals {
  n: string;
  deposit_count: string | null;
  deposits: string | null;
  withdrawal_count: string | null;
  withdrawals: string | null;
  valid_bet: string | null;
  payout: string | null;
}

interface Page {
  pageNo: number;
  pageSize: number;
}

/**
 * A team over a period that is one span of the play roll-up reads its page in the roll-up's order
 * (ranked); one member, or a custom range, sums every row first (in full). `how` forces one way
 * (the tests compare them). Planned each time: for a big team the plan walks member_play_rank, for
 * a small one it sorts the team's few rows, and only the values say which the team is.
 */
export async function findStatements(db: Db, s: TeamSpan, page: Page, how?: 'ranked' | 'in full') {
  const span = s.memberId === undefined ? spanOf(s) : null;
  const ranked = how ? how === 'ranked' : span !== null;
  if (ranked && !span) throw new Error('A ranked statement needs a period that is one span of the roll-up');
  const { rows } = await sql<
    { totals: StatementTotals } & (StatementRow | { [K in keyof StatementRow]: null })
  >`
    ${sql.raw(PLANNED_EACH_TIME)}
    ${ranked && span ? rankedStatement(s, span, page) : statementInFull(s, page)}
    select row_to_json(totals) as totals, p.*, m.username, m.path, m.type
    from totals left join (page p join members m on m.id = p.member_id) on true
    order by p.valid_bet desc, p.member_id`.execute(db);
  const list = rows.filter(
    (row): row is { totals: StatementTotals } & StatementRow => row.member_id !== null,
  );
  return { rows: list, totals: rows[0]!.totals };
}

/** Credited deposits (dep) and paid withdrawals (wd) of the period, per member of the team. */
function money(s: TeamSpan) {
  return sql`dep as (
      select member_id, count(*) as n, sum(amount) as amount from deposits
      where merchant_id = ${s.merchantId} and state = 'APPROVED' and ${who('member_id', s)}
        and decided_at >= ${s.start} and decided_at < ${s.end}
      group by member_id
    ), wd as (
      select member_id, count(*) as n, sum(amount) as amount from withdrawals
      where merchant_id = ${s.merchantId} and ${who('member_id', s)}
        and disbursed_at >= ${s.start} and disbursed_at < ${s.end}
      group by member_id
    )`;
}

const pageOf = (page: Page) => sql`limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`;

/** Every member's row summed, then sorted and counted: `page` and `totals`. */
function statementInFull(s: TeamSpan, page: Page): RawBuilder<unknown> {
  return sql`
    with play as (${teamMemberPlay(s)}), ${money(s)}, ids as (
      select member_id from play union select member_id from dep union select member_id from wd
    ), x as materialized (
      select ids.member_id,
        coalesce(dep.n, 0) as deposit_count, coalesce(dep.amount, 0) as deposits,
        coalesce(wd.n, 0) as withdrawal_count, coalesce(wd.amount, 0) as withdrawals,
        coalesce(play.valid_bet, 0) as valid_bet, coalesce(play.payout, 0) as payout
      from ids left join play using (member_id) left join dep using (member_id) left join wd using (member_id)
    ), page as (
      select * from x order by valid_bet desc, member_id ${pageOf(page)}
    ), totals as (
      select count(*)::text as n, sum(deposit_count)::text as deposit_count, sum(deposits)::text as deposits,
        sum(withdrawal_count)::text as withdrawal_count, sum(withdrawals)::text as withdrawals,
        sum(valid_bet)::text as valid_bet, sum(payout)::text as payout
      from x
    )`;
}

/**
 * A big team without summing everyone: the roll-up's member rows of the span are read in the
 * statement's order by its index (member_play_rank), as many as the page can need. The members
 * whose figures differ from their folded row (play not folded yet, a deposit or a withdrawal) are
 * summed apart and merged in; the totals are the head's team_play row with what those add.
 */
function rankedStatement(
  s: TeamSpan,
  span: { span: string; start: string },
  page: Page,
): RawBuilder<unknown> {
  const mine = sql`d.span = ${span.span} and d.start = ${span.start}::date`;
  return sql`
    with pend as (
      select member_id, sum(stake) as stake, sum(payout) as payout, sum(bets) as bets
      from (${pending(s)}) p group by member_id
    ), ${money(s)}, touched as (
      select member_id from pend union select member_id from dep union select member_id from wd
    ), mixed as (
      select t.member_id,
        coalesce(d.stake, 0) + coalesce(p.stake, 0) as valid_bet,
        coalesce(d.payout, 0) + coalesce(p.payout, 0) as payout,
        coalesce(d.bets, 0) + coalesce(p.bets, 0) > 0 as played,
        coalesce(d.bets, 0) > 0 as played_folded,
        exists (select 1 from dep where dep.member_id = t.member_id)
          or exists (select 1 from wd where wd.member_id = t.member_id) as moved_money
      from touched t
      left join member_play d on d.member_id = t.member_id and ${mine}
      left join pend p on p.member_id = t.member_id
    ), x as (
      (select d.member_id, d.stake as valid_bet, d.payout from member_play d
        where d.merchant_id = ${s.merchantId} and ${mine} and d.bets > 0
          and ${underPath('d.path', s.team)}
          and d.member_id not in (select member_id from touched)
        order by d.stake desc, d.member_id
        limit ${page.pageNo * page.pageSize})
      union all
      select member_id, valid_bet, payout from mixed where played or moved_money
    ), page as (
      select x.member_id,
        coalesce(dep.n, 0) as deposit_count, coalesce(dep.amount, 0) as deposits,
        coalesce(wd.n, 0) as withdrawal_count, coalesce(wd.amount, 0) as withdrawals,
        x.valid_bet, x.payout
      from x left join dep using (member_id) left join wd using (member_id)
      order by x.valid_bet desc, x.member_id ${pageOf(page)}
    ), totals as (
      select
        (coalesce(h.players, 0) + (select
          count(*) filter (where played) - count(*) filter (where played_folded)
            + count(*) filter (where moved_money and not played) from mixed))::text as n,
        (select sum(n) from dep)::text as deposit_count, (select sum(amount) from dep)::text as deposits,
        (select sum(n) from wd)::text as withdrawal_count, (select sum(amount) from wd)::text as withdrawals,
        (coalesce(h.stake, 0) + coalesce((select sum(stake) from pend), 0))::text as valid_bet,
        (coalesce(h.payout, 0) + coalesce((select sum(payout) from pend), 0))::text as payout
      from (select 1) one
      left join team_play h on h.head_id = ${s.headId} and h.span = ${span.span} and h.start = ${span.start}::date
    )`;
}
