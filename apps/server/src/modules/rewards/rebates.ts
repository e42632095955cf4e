import { type GameCategory, toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { localDate } from '../../lib/brand-days.js';
import type { Merchant } from '../site/merchant.js';
import { type RaisedReward, raisedOwed, windowOf } from './raised-accruals.js';
import { levelOf } from './vip-levels.js';

/**
 * Rebates (decisions 0040, 0041): each real member's valid bet of a brand day in each category, at
 * their VIP level's rate for it, rounded down to the minor unit per (member, day, category). A row
 * of `rebate_payouts` holds what was paid for it so far: the day's settlement (period-settlement.ts,
 * once the day is over and folded) pays what is owed beyond it, and so does the real-time pass of
 * a brand that pays rebates as bets settle (`RealtimeAccrual`, raised-accruals.ts).
 */
export const REBATES: RaisedReward = {
  kind: 'REBATE',
  days: 1,
  table: 'rebate_payouts',
  payouts: (window) => raisedOwed(REBATES, window),
  owed: (window) => sql`
    select p.member_id, p.day, p.category, p.merchant_id, p.stake, l.level, r.rate,
      p.stake * r.rate / 10000 as amount
    from member_category_play p
    join members m on m.id = p.member_id and not m.is_trial
    left join member_vip v on v.member_id = p.member_id
    join vip_levels l on l.merchant_id = p.merchant_id and l.level = coalesce(v.level, 0)
    cross join lateral (select coalesce((l.rebate_bp ->> p.category)::int, 0) as rate) r
    where ${windowOf(window)} and p.stake * r.rate / 10000 > 0`,
  realtimeBrands: (db) =>
    db
      .selectFrom('merchants')
      .select(['id', 'time_zone', 'currency'])
      .where('rebate_mode', '=', 'REALTIME')
      .execute(),
};

/** What a member reads about their rebates: today's accrual, and what was paid. */
export class RebateDetails {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async read(merchant: Merchant, memberId: number, page: { pageNo: number; pageSize: number }) {
    const scale = merchant.currencyScale;
    const day = localDate(this.clock.now(), merchant.timeZone);
    const level = await levelOf(this.db, merchant.id, memberId);
    const { rebate_mode: mode } = await this.db
      .selectFrom('merchants')
      .select('rebate_mode')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    const { rows: today } = await sql<{ category: string; stake: string }>`
      select category, stake::text from member_category_play
      where member_id = ${memberId} and day = ${day}::date and stake > 0 order by category`.execute(this.db);
    const lines = today.map((row) => {
      const rateBp = level.rebates[row.category] ?? 0;
      const accrued = (BigInt(row.stake) * BigInt(rateBp)) / 10_000n;
      return {
        day,
        category: row.category as GameCategory,
        validBet: BigInt(row.stake),
        rateBp,
        amount: accrued,
      };
    });
    const [paid, totals] = await Promise.all([
      sql<{
        day: string;
        category: string;
        valid_bet: string;
        rate_bp: number;
        amount: string;
        paid_at: Date;
      }>`
        select day::text, category, valid_bet::text, rate_bp, amount::text, paid_at from rebate_payouts
        where member_id = ${memberId} order by day desc, category
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(this.db),
      sql<{ n: string; amount: string }>`
        select count(*)::text as n, coalesce(sum(amount), 0)::text as amount from rebate_payouts
        where member_id = ${memberId}`.execute(this.db),
    ]);
    const major = (minor: bigint) => toMajor(minor, scale);
    return {
      level: level.level,
      mode,
      today: {
        day,
        lines: lines.map((l) => ({ ...l, validBet: major(l.validBet), amount: major(l.amount) })),
        accrued: major(lines.reduce((sum, l) => sum + l.amount, 0n)),
      },
      paid: paid.rows.map((row) => ({
        day: row.day,
        category: row.category as GameCategory,
        validBet: major(BigInt(row.valid_bet)),
        rateBp: row.rate_bp,
        amount: major(BigInt(row.amount)),
        paidAt: row.paid_at.toISOString(),
      })),
      total: Number(totals.rows[0]!.n),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      paidTotal: major(BigInt(totals.rows[0]!.amount)),
    };
  }
}
