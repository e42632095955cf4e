import { toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { addDays, localDate, mondayOf } from '../../lib/brand-days.js';
import type { Merchant } from '../site/merchant.js';
import type { PeriodReward } from './period-settlement.js';
import { levelOf } from './vip-levels.js';

/**
 * Cash back (decision 0040): a real member's net loss of a brand week (stakes less payouts of every
 * category), at their VIP level's percent, rounded down, within its cap, paid once the week is over
 * and its play folded (period-settlement.ts). A week that won pays nothing.
 */
export const CASHBACK: PeriodReward = {
  kind: 'CASHBACK',
  days: 7,
  payouts: ({ merchantId, start, end, after, upto, now }) => sql`
    insert into cashback_payouts (member_id, week_start, merchant_id, net_loss, level, rate_bp, amount, paid_at)
    select x.member_id, ${start}::date, ${merchantId}, x.net_loss, l.level, l.cashback_bp, a.amount, ${now}
    from (
      select p.member_id, sum(p.stake - p.payout) as net_loss from member_category_play p
      where p.merchant_id = ${merchantId} and p.day >= ${start}::date and p.day < ${end}::date
        and p.member_id > ${after} and ${upto === null ? sql`true` : sql`p.member_id <= ${upto}`}
      group by p.member_id
    ) x
    join members m on m.id = x.member_id and not m.is_trial
    left join member_vip v on v.member_id = x.member_id
    join vip_levels l on l.merchant_id = ${merchantId} and l.level = coalesce(v.level, 0)
    cross join lateral (select least(x.net_loss * l.cashback_bp / 10000,
      coalesce(l.cashback_cap, x.net_loss * l.cashback_bp / 10000)) as amount) a
    where x.net_loss > 0 and a.amount > 0
    on conflict do nothing
    returning member_id, amount`,
};

/** What a member reads about cash back: this week's net loss and estimate, and the weeks paid. */
export class CashbackDetails {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async read(merchant: Merchant, memberId: number, page: { pageNo: number; pageSize: number }) {
    const major = (minor: bigint) => toMajor(minor, merchant.currencyScale);
    const week = mondayOf(localDate(this.clock.now(), merchant.timeZone));
    const level = await levelOf(this.db, merchant.id, memberId);
    const { rows } = await sql<{ net_loss: string }>`
      select coalesce(sum(stake - payout), 0)::text as net_loss from member_category_play
      where member_id = ${memberId} and day >= ${week}::date and day < ${addDays(week, 7)}::date`.execute(
      this.db,
    );
    const netLoss = BigInt(rows[0]!.net_loss);
    let estimate = netLoss > 0n ? (netLoss * BigInt(level.cashbackBp)) / 10_000n : 0n;
    if (level.cashbackCap !== null && estimate > level.cashbackCap) estimate = level.cashbackCap;
    const [paid, count] = await Promise.all([
      sql<{ week_start: string; net_loss: string; rate_bp: number; amount: string; paid_at: Date }>`
        select week_start::text, net_loss::text, rate_bp, amount::text, paid_at from cashback_payouts
        where member_id = ${memberId} order by week_start desc
        limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(this.db),
      sql<{
        n: string;
      }>`select count(*)::text as n from cashback_payouts where member_id = ${memberId}`.execute(this.db),
    ]);
    return {
      level: level.level,
      rateBp: level.cashbackBp,
      cap: level.cashbackCap === null ? null : major(level.cashbackCap),
      thisWeek: {
        weekStart: week,
        netLoss: major(netLoss),
        rateBp: level.cashbackBp,
        amount: major(estimate),
      },
      paid: paid.rows.map((row) => ({
        weekStart: row.week_start,
        netLoss: major(BigInt(row.net_loss)),
        rateBp: row.rate_bp,
        amount: major(BigInt(row.amount)),
        paidAt: row.paid_at.toISOString(),
      })),
      total: Number(count.rows[0]!.n),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }
}
