import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { localDate } from '../../lib/brand-days.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Ledger } from '../ledger/ledger.service.js';
import {
  lockRewardKind,
  MONEY_BOOK,
  type Payout,
  type PeriodReward,
  sumByMember,
} from './period-settlement.js';

/** The slice of a brand day's play one statement reads: members in (after, upto]. */
export interface AccrualWindow {
  merchantId: number;
  start: string;
  after: number;
  upto: number | null;
  now: Date;
  /** Only rows whose valid bet grew since they were last raised (the real-time pass). */
  changedOnly?: boolean;
}

/**
 * A reward that accrues per (member, brand day, category) from the day's play and is paid as what
 * is owed beyond what was paid (decision 0041): rebates at the member's VIP rate, points at the
 * brand's rate (decision 0042). Its table holds what each row was paid so far; a row is only ever
 * raised, never lowered (a rate that fell takes nothing back).
 */
export interface RaisedReward extends PeriodReward {
  days: 1;
  /** Its table: `(member_id, day, category)` key and the columns the statement writes. */
  table: 'rebate_payouts' | 'point_accruals';
  /**
   * Each row the window owes: `member_id, day, category, merchant_id, stake, level, rate, amount`
   * from `member_category_play p` of the window's day and members (amount > 0 only).
   */
  owed(window: AccrualWindow): RawBuilder<unknown>;
  /** The brands whose reward is paid as bets settle (the rest are paid once the day is over). */
  realtimeBrands(db: Db): Promise<{ id: number; time_zone: string; currency: string }[]>;
}

/** The members' window bounds on `p.member_id`, for a reward's `owed` statement. */
export function windowOf(window: AccrualWindow): RawBuilder<unknown> {
  const { merchantId, start, after, upto } = window;
  return sql`p.merchant_id = ${merchantId} and p.day = ${start}::date and p.member_id > ${after}
    and ${upto === null ? sql`true` : sql`p.member_id <= ${upto}`}`;
}

/**
 * One statement: raises the window's rows of the reward's table to what is owed and answers each
 * member's amount newly owed. `owed` reads what each row was paid before in the same pass, and the
 * answer is read from it, not joined back to the rows raised: the planner, blind to how many rows
 * a data-modifying CTE returns, joined them in a nested loop that made a day of 100,000 members
 * quadratic (decision 0042). The caller holds the reward's lock for the brand (`lockRewardKind`),
 * so every row of `owed` is raised by this statement and by no other.
 */
export function raisedOwed(reward: RaisedReward, window: AccrualWindow): RawBuilder<unknown> {
  const table = sql.table(reward.table);
  const changed = window.changedOnly ? sql`and (x.valid_bet is null or x.valid_bet < o.stake)` : sql``;
  return sql`
    with owed as materialized (
      select o.*, coalesce(x.amount, 0) as before from (${reward.owed(window)}) o
      left join ${table} x on x.member_id = o.member_id and x.day = o.day and x.category = o.category
      where o.amount > coalesce(x.amount, 0) ${changed}
    ), raised as (
      insert into ${table} as x (member_id, day, category, merchant_id, valid_bet, level, rate_bp, amount, paid_at)
      select member_id, day, category, merchant_id, stake, level, rate, amount, ${window.now} from owed
      on conflict (member_id, day, category) do update
        set valid_bet = excluded.valid_bet, level = excluded.level, rate_bp = excluded.rate_bp,
          amount = excluded.amount, paid_at = excluded.paid_at
        where x.amount < excluded.amount
    )
    select member_id, amount - before as amount from owed`;
}

/** Members' rows of play per transaction of a real-time pass. */
export const REALTIME_WINDOW = 5_000;

/**
 * A raised reward paid as bets settle (decision 0041): each pass pays today's rows whose valid bet
 * grew, what is owed beyond what was paid, in windows of members, each one transaction holding the
 * brand's lock on the reward (the day's settlement holds it too), so two passes or a pass and the
 * settlement never pay the same amount twice. Each credit's transfer id derives from the member,
 * the day and their day's total paid before it (which every paying pass raises).
 */
export class RealtimeAccrual {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly reward: RaisedReward,
  ) {}

  async run(): Promise<number> {
    let paid = 0;
    for (const brand of await this.reward.realtimeBrands(this.db)) {
      const day = localDate(this.clock.now(), brand.time_zone);
      let after = 0;
      for (;;) {
        const window = await this.payWindow(brand.id, brand.currency, day, after);
        paid += window.paid;
        if (window.upto === null) break;
        after = window.upto;
      }
    }
    return paid;
  }

  private payWindow(merchantId: number, currency: string, day: string, after: number) {
    const { reward } = this;
    const to = reward.book ?? MONEY_BOOK;
    const name = reward.kind.toLowerCase();
    return this.ledger.transaction(async (book) => {
      await lockRewardKind(book.tx, reward.kind, merchantId);
      const { rows: edge } = await sql<{ member_id: number }>`
        select member_id from member_category_play
        where merchant_id = ${merchantId} and day = ${day}::date and member_id > ${after}
        order by member_id offset ${REALTIME_WINDOW - 1} limit 1`.execute(book.tx);
      const upto = edge[0]?.member_id ?? null;
      const now = this.clock.now();
      // What each member of the window was paid for the day before this pass (the lock is held).
      const { rows: before } = await sql<{ member_id: number; total: string }>`
        select member_id, sum(amount)::text as total from ${sql.table(reward.table)}
        where merchant_id = ${merchantId} and day = ${day}::date and member_id > ${after}
          and ${upto === null ? sql`true` : sql`member_id <= ${upto}`}
        group by member_id`.execute(book.tx);
      const totals = new Map(before.map((row) => [row.member_id, row.total]));
      const window = { merchantId, start: day, after, upto, now, changedOnly: true };
      const owed = await raisedOwed(reward, window).execute(book.tx);
      const credited = sumByMember(owed.rows as Payout[]);
      await book.postCredits({
        merchantId,
        currency: to.currency ?? currency,
        house: to.house,
        kind: reward.kind,
        refType: name,
        credits: credited.map((row) => ({
          // The day's total before this pass (the statement reads its own snapshot): each paying
          // pass starts from a larger one.
          id: transferId(`${row.member_id}:${day}:${totals.get(row.member_id) ?? '0'}`, `${name}-realtime`),
          member: row.member_id,
          kind: to.member,
          amount: row.amount,
          refId: `${row.member_id}:${day}`,
        })),
      });
      return { paid: credited.length, upto };
    });
  }
}
