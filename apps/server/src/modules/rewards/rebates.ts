import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import { addDays, localDate, startOfDay } from '../../lib/brand-days.js';
import { transferId } from '../../lib/transfer-ids.js';
import { pendingPlay } from '../agents/play-roll-up.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';

/** Members' rows settled per transaction: enough to keep a day short, brief enough to hold locks. */
export const REBATE_WINDOW = 5_000;

export const REBATE_KIND = 'REBATE';

/**
 * Rebates (decision 0040): each real member's valid bet of a brand day in each category, at their
 * VIP level's rate for it, rounded down to the minor unit per (member, day, category), paid from the
 * house's `PROMOTIONS` to `MAIN` once the day is over and its play folded. A day is settled in
 * windows of members, each one transaction: the window's rebates are inserted (their primary key
 * makes each once), their sums per member credited set-based, and the day's cursor moved; a crash
 * between windows resumes where the last one committed, on any node.
 */
export class Rebates {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  /** The job's pass: every brand's days that are over and folded, oldest first. Answers rebates paid. */
  async settleDue(): Promise<number> {
    const brands = await this.db.selectFrom('merchants').select(['id', 'time_zone', 'currency']).execute();
    let paid = 0;
    for (const brand of brands) {
      for (const day of await this.dueDays(brand.id, brand.time_zone)) {
        if (!(await this.folded(brand.id, startOfDay(addDays(day, 1), brand.time_zone)))) break;
        paid += await this.settleDay(brand.id, brand.currency, day);
      }
    }
    return paid;
  }

  /** Settles one brand day, window by window (`window` rows of members each), to its end. Answers rebates paid. */
  async settleDay(
    merchantId: number,
    currency: string,
    day: string,
    window = REBATE_WINDOW,
  ): Promise<number> {
    await sql`insert into rebate_days (merchant_id, day) values (${merchantId}, ${day}::date)
      on conflict do nothing`.execute(this.db);
    let paid = 0;
    for (;;) {
      const settled = await this.settleWindow(merchantId, currency, day, window);
      if (settled === null) return paid;
      paid += settled;
    }
  }

  /** One window of members of a day, in one transaction; null once the day is done. */
  private settleWindow(
    merchantId: number,
    currency: string,
    day: string,
    window: number,
  ): Promise<number | null> {
    return this.ledger.transaction(async (book) => {
      const tx = book.tx;
      const { rows: cursor } = await sql<{ after_member: number; done: boolean }>`
        select after_member, done from rebate_days where merchant_id = ${merchantId} and day = ${day}::date
        for update`.execute(tx);
      if (!cursor[0] || cursor[0].done) return null;
      const after = cursor[0].after_member;
      const { rows: edge } = await sql<{ member_id: number }>`
        select member_id from member_category_play
        where merchant_id = ${merchantId} and day = ${day}::date and member_id > ${after}
        order by member_id offset ${window - 1} limit 1`.execute(tx);
      const upto = edge[0]?.member_id ?? null;
      const now = this.clock.now();
      const { rows } = await sql<{ member_id: number; amount: string }>`
        with paid as (
          insert into rebate_payouts (member_id, day, category, merchant_id, valid_bet, level, rate_bp, amount, paid_at)
          select p.member_id, p.day, p.category, p.merchant_id, p.stake, l.level, r.rate,
            p.stake * r.rate / 10000, ${now}
          from member_category_play p
          join members m on m.id = p.member_id and not m.is_trial
          left join member_vip v on v.member_id = p.member_id
          join vip_levels l on l.merchant_id = p.merchant_id and l.level = coalesce(v.level, 0)
          cross join lateral (select coalesce((l.rebate_bp ->> p.category)::int, 0) as rate) r
          where p.merchant_id = ${merchantId} and p.day = ${day}::date and p.member_id > ${after}
            and ${upto === null ? sql`true` : sql`p.member_id <= ${upto}`}
            and p.stake * r.rate / 10000 > 0
          on conflict do nothing
          returning member_id, amount
        )
        select member_id, sum(amount)::text as amount from paid group by member_id order by member_id`.execute(
        tx,
      );
      await book.postCredits({
        merchantId,
        currency,
        house: 'PROMOTIONS',
        kind: REBATE_KIND,
        refType: 'rebate',
        credits: rows.map((row) => ({
          id: transferId(`${row.member_id}:${day}`, 'rebate'),
          member: row.member_id,
          kind: 'MAIN' as const,
          amount: BigInt(row.amount),
          refId: `${row.member_id}:${day}`,
        })),
      });
      await sql`update rebate_days set after_member = ${upto ?? after}, done = ${upto === null},
          settled_at = ${now}
        where merchant_id = ${merchantId} and day = ${day}::date`.execute(tx);
      return rows.length;
    });
  }

  /** Days of the brand's play before today that are not settled yet, oldest first. */
  private async dueDays(merchantId: number, timeZone: string): Promise<string[]> {
    const today = localDate(this.clock.now(), timeZone);
    const { rows } = await sql<{ first: string | null }>`
      select coalesce(
        (select (max(day) + 1)::text from rebate_days where merchant_id = ${merchantId} and done),
        (select min(day)::text from member_category_play where merchant_id = ${merchantId})
      ) as first`.execute(this.db);
    const days: string[] = [];
    for (let day = rows[0]?.first ?? today; day < today; day = addDays(day, 1)) days.push(day);
    return days;
  }

  /** Whether every bet of the brand settled before `end` is folded into the day's play. */
  private async folded(merchantId: number, end: Date, executor: Executor = this.db): Promise<boolean> {
    const brand: RawBuilder<boolean> = sql`r.merchant_id = ${merchantId}`;
    const { rows } = await sql`select 1 from (${pendingPlay(brand)}) p where p.at < ${end} limit 1`.execute(
      executor,
    );
    return rows.length === 0;
  }
}

/** The job: days settle shortly after the brand's midnight, once their play is folded. */
export function rebateJob(rebates: Rebates): Job {
  return { name: 'rebate-settlement', everyMs: 60_000, run: () => rebates.settleDue() };
}
