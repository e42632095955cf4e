import { type RawBuilder, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { addDays, localDate, mondayOf, startOfDay } from '../../lib/brand-days.js';
import { transferId } from '../../lib/transfer-ids.js';
import { pendingPlay } from '../agents/play-roll-up.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { HouseAccountKind, MemberAccountKind } from '../ledger/ledger-accounts.js';

/** Members' rows settled per transaction: enough to keep a period short, brief enough to hold locks. */
export const SETTLEMENT_WINDOW = 5_000;

/** A payout row as a reward's statement answers it (amounts as the driver reads bigint). */
export interface Payout {
  member_id: number;
  amount: string | bigint;
}

/** Each member's payouts summed, members in order, nothing for a member owed nothing. */
export function sumByMember(rows: Payout[]): { member_id: number; amount: bigint }[] {
  const sums = new Map<number, bigint>();
  for (const row of rows) sums.set(row.member_id, (sums.get(row.member_id) ?? 0n) + BigInt(row.amount));
  return [...sums]
    .filter(([, amount]) => amount > 0n)
    .sort(([a], [b]) => a - b)
    .map(([member_id, amount]) => ({ member_id, amount }));
}

/**
 * Where a reward is paid from and to. Money by default: from `PROMOTIONS` to `MAIN` in the brand's
 * currency; points (decision 0042) from `POINTS_ISSUER` to `POINTS` in their own book.
 */
export interface RewardBook {
  currency: string | null;
  house: HouseAccountKind;
  member: MemberAccountKind;
}

export const MONEY_BOOK: RewardBook = { currency: null, house: 'PROMOTIONS', member: 'MAIN' };

/** One kind of reward paid per brand period from the period's play (decision 0040). */
export interface PeriodReward {
  kind: 'REBATE' | 'CASHBACK' | 'POINTS';
  /** Where it is paid; `MONEY_BOOK` when left out. */
  book?: RewardBook;
  /** Brand days per period: a day, or a week from Monday. */
  days: 1 | 7;
  /**
   * The period's payouts for members in (after, upto], inserted (once: their primary key) and
   * answered as rows `(member_id, amount)`.
   */
  payouts(window: {
    merchantId: number;
    start: string;
    end: string;
    after: number;
    upto: number | null;
    now: Date;
  }): RawBuilder<unknown>;
}

/**
 * Rewards paid per brand period once it is over and its play folded (rebates per day, cash back per
 * week; decision 0040). A period is settled in windows of members, each one transaction: the
 * window's payouts are inserted (their primary keys make each once), their sums per member credited
 * from `PROMOTIONS` to `MAIN` set-based, and the period's cursor in `reward_settlements` moved. A
 * crash between windows resumes where the last one committed; several nodes may run it at once.
 */
export class PeriodSettlement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  /** Every brand's periods that are over and folded, oldest first. Answers members paid. */
  async settleDue(reward: PeriodReward): Promise<number> {
    const brands = await this.db.selectFrom('merchants').select(['id', 'time_zone', 'currency']).execute();
    let paid = 0;
    for (const brand of brands) {
      for (const start of await this.duePeriods(reward, brand.id, brand.time_zone)) {
        const end = startOfDay(addDays(start, reward.days), brand.time_zone);
        if (!(await playFolded(this.db, brand.id, end))) break;
        paid += await this.settle(reward, brand.id, brand.currency, start);
      }
    }
    return paid;
  }

  /** Settles one period, window by window (`window` rows of play each), to its end. */
  async settle(
    reward: PeriodReward,
    merchantId: number,
    currency: string,
    start: string,
    window = SETTLEMENT_WINDOW,
  ) {
    await sql`insert into reward_settlements (merchant_id, kind, period_start)
      values (${merchantId}, ${reward.kind}, ${start}::date) on conflict do nothing`.execute(this.db);
    let paid = 0;
    for (;;) {
      const settled = await this.settleWindow(reward, merchantId, currency, start, window);
      if (settled === null) return paid;
      paid += settled;
    }
  }

  private settleWindow(
    reward: PeriodReward,
    merchantId: number,
    currency: string,
    start: string,
    window: number,
  ) {
    const end = addDays(start, reward.days);
    return this.ledger.transaction(async (book): Promise<number | null> => {
      const tx = book.tx;
      await lockRewardKind(tx, reward.kind, merchantId);
      const { rows: cursor } = await sql<{ after_member: number; done: boolean }>`
        select after_member, done from reward_settlements
        where merchant_id = ${merchantId} and kind = ${reward.kind} and period_start = ${start}::date
        for update`.execute(tx);
      if (!cursor[0] || cursor[0].done) return null;
      const after = cursor[0].after_member;
      const { rows: edge } = await sql<{ member_id: number }>`
        select member_id from member_category_play
        where merchant_id = ${merchantId} and day >= ${start}::date and day < ${end}::date and member_id > ${after}
        order by member_id offset ${window - 1} limit 1`.execute(tx);
      const upto = edge[0]?.member_id ?? null;
      const now = this.clock.now();
      const rows = sumByMember(
        (await reward.payouts({ merchantId, start, end, after, upto, now }).execute(tx)).rows as Payout[],
      );
      const refId = (memberId: number) => `${memberId}:${start}`;
      const to = reward.book ?? MONEY_BOOK;
      await book.postCredits({
        merchantId,
        currency: to.currency ?? currency,
        house: to.house,
        kind: reward.kind,
        refType: reward.kind.toLowerCase(),
        credits: rows.map((row) => ({
          id: transferId(refId(row.member_id), reward.kind.toLowerCase()),
          member: row.member_id,
          kind: to.member,
          amount: row.amount,
          refId: refId(row.member_id),
        })),
      });
      await sql`update reward_settlements set after_member = ${upto ?? after}, done = ${upto === null}, settled_at = ${now}
        where merchant_id = ${merchantId} and kind = ${reward.kind} and period_start = ${start}::date`.execute(
        tx,
      );
      return rows.length;
    });
  }

  /** Periods of the brand's play before the current one that are not settled yet, oldest first. */
  private async duePeriods(reward: PeriodReward, merchantId: number, timeZone: string): Promise<string[]> {
    const current = periodOf(reward, localDate(this.clock.now(), timeZone));
    const { rows } = await sql<{ first: string | null }>`
      select coalesce(
        (select (max(period_start) + ${reward.days}::int)::text from reward_settlements
          where merchant_id = ${merchantId} and kind = ${reward.kind} and done),
        (select min(day)::text from member_category_play where merchant_id = ${merchantId})
      ) as first`.execute(this.db);
    const periods: string[] = [];
    for (
      let start = periodOf(reward, rows[0]?.first ?? current);
      start < current;
      start = addDays(start, reward.days)
    ) {
      periods.push(start);
    }
    return periods;
  }
}

/**
 * Holds a brand's lock on one kind of reward for the transaction: the day's settlement of rebates
 * and the real-time pass (rebates.ts) each read what was paid and pay the rest, one at a time.
 */
export async function lockRewardKind(tx: Executor, kind: string, merchantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`reward:${kind}`}), ${merchantId})`.execute(tx);
}

/** Whether every bet of the brand settled before `end` is folded into its play. */
export async function playFolded(db: Db, merchantId: number, end: Date): Promise<boolean> {
  const { rows } = await sql`select 1 from (${pendingPlay(sql`r.merchant_id = ${merchantId}`)}) p
    where p.at < ${end} limit 1`.execute(db);
  return rows.length === 0;
}

/** The first day of the period a brand day falls in (weeks from Monday). */
export function periodOf(reward: Pick<PeriodReward, 'days'>, day: string): string {
  return reward.days === 1 ? day : mondayOf(day);
}
