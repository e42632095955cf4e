import { type GameCategory, toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { localDate } from '../../lib/brand-days.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';
import { lockRewardKind, type Payout, type PeriodReward, sumByMember } from './period-settlement.js';
import { levelOf } from './vip-levels.js';

/**
 * Rebates (decisions 0040, 0041): each real member's valid bet of a brand day in each category, at
 * their VIP level's rate for it, rounded down to the minor unit per (member, day, category). A row
 * of `rebate_payouts` holds what was paid for it so far: the day's settlement (period-settlement.ts,
 * once the day is over and folded) pays what is owed beyond it, and so does the real-time pass of
 * a brand that pays rebates as bets settle (`RealtimeRebates`). Both answer each member's amount
 * newly owed; a row is only ever raised, never lowered (a rate that fell takes nothing back).
 */
export const REBATES: PeriodReward = {
  kind: 'REBATE',
  days: 1,
  payouts: (window) => rebatesOwed(window),
};

function rebatesOwed(window: {
  merchantId: number;
  start: string;
  after: number;
  upto: number | null;
  now: Date;
  changedOnly?: boolean;
}) {
  const { merchantId, start, after, upto, now } = window;
  // Each CTE reads the statement's snapshot: `paid` is what was paid before this statement.
  return sql`
    with owed as (
      select p.member_id, p.day, p.category, p.merchant_id, p.stake, l.level, r.rate,
        p.stake * r.rate / 10000 as amount
      from member_category_play p
      join members m on m.id = p.member_id and not m.is_trial
      left join member_vip v on v.member_id = p.member_id
      join vip_levels l on l.merchant_id = p.merchant_id and l.level = coalesce(v.level, 0)
      cross join lateral (select coalesce((l.rebate_bp ->> p.category)::int, 0) as rate) r
      where p.merchant_id = ${merchantId} and p.day = ${start}::date and p.member_id > ${after}
        and ${upto === null ? sql`true` : sql`p.member_id <= ${upto}`}
        and p.stake * r.rate / 10000 > 0
        ${
          window.changedOnly
            ? sql`and not exists (select 1 from rebate_payouts x where x.member_id = p.member_id
                and x.day = p.day and x.category = p.category and x.valid_bet >= p.stake)`
            : sql``
        }
    ), paid as (
      select x.member_id, x.category, x.amount from rebate_payouts x join owed o
        on o.member_id = x.member_id and o.category = x.category and x.day = ${start}::date
    ), raised as (
      insert into rebate_payouts as x (member_id, day, category, merchant_id, valid_bet, level, rate_bp, amount, paid_at)
      select member_id, day, category, merchant_id, stake, level, rate, amount, ${now} from owed
      on conflict (member_id, day, category) do update
        set valid_bet = excluded.valid_bet, level = excluded.level, rate_bp = excluded.rate_bp,
          amount = excluded.amount, paid_at = excluded.paid_at
        where x.amount < excluded.amount
      returning x.member_id, x.category, x.amount
    )
    select r.member_id, r.amount - coalesce(p.amount, 0) as amount
    from raised r left join paid p on p.member_id = r.member_id and p.category = r.category`;
}

/** Rebates owed to members whose play changed since the last pass, rows from the first member after `after`. */
export const REALTIME_WINDOW = 5_000;

/**
 * Rebates paid as bets settle, for brands whose `rebate_mode` is `REALTIME` (decision 0041): each
 * pass pays today's rows whose valid bet grew, what is owed beyond what was paid, in windows of
 * members, each one transaction holding the brand's rebate lock (the day's settlement holds it
 * too), so two passes or a pass and the settlement never pay the same amount twice. Each credit's
 * transfer id derives from the member, the day and their day's total paid before it (which every
 * paying pass raises).
 */
export class RealtimeRebates {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async run(): Promise<number> {
    const brands = await this.db
      .selectFrom('merchants')
      .select(['id', 'time_zone', 'currency'])
      .where('rebate_mode', '=', 'REALTIME')
      .execute();
    let paid = 0;
    for (const brand of brands) {
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
    return this.ledger.transaction(async (book) => {
      await lockRewardKind(book.tx, 'REBATE', merchantId);
      const { rows: edge } = await sql<{ member_id: number }>`
        select member_id from member_category_play
        where merchant_id = ${merchantId} and day = ${day}::date and member_id > ${after}
        order by member_id offset ${REALTIME_WINDOW - 1} limit 1`.execute(book.tx);
      const upto = edge[0]?.member_id ?? null;
      const now = this.clock.now();
      // What each member of the window was paid for the day before this pass (the lock is held).
      const { rows: before } = await sql<{ member_id: number; total: string }>`
        select member_id, sum(amount)::text as total from rebate_payouts
        where merchant_id = ${merchantId} and day = ${day}::date and member_id > ${after}
          and ${upto === null ? sql`true` : sql`member_id <= ${upto}`}
        group by member_id`.execute(book.tx);
      const totals = new Map(before.map((row) => [row.member_id, row.total]));
      const owed = await rebatesOwed({ merchantId, start: day, after, upto, now, changedOnly: true }).execute(
        book.tx,
      );
      const credited = sumByMember(owed.rows as Payout[]).map((row) => ({
        ...row,
        total: totals.get(row.member_id) ?? '0',
      }));
      await book.postCredits({
        merchantId,
        currency,
        house: 'PROMOTIONS',
        kind: 'REBATE',
        refType: 'rebate',
        credits: credited.map((row) => ({
          // The day's total before this pass (the statement reads its own snapshot): each paying
          // pass starts from a larger one.
          id: transferId(`${row.member_id}:${day}:${row.total}`, 'rebate-realtime'),
          member: row.member_id,
          kind: 'MAIN' as const,
          amount: row.amount,
          refId: `${row.member_id}:${day}`,
        })),
      });
      return { paid: credited.length, upto };
    });
  }
}

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
