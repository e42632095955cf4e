import { toMajor } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { MemberSession, RequestContext } from '../../http/context.js';
import { startOfDay } from '../../lib/brand-days.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Ledger } from '../ledger/ledger.service.js';
import {
  boardRow,
  findLeaderboardRules,
  participantsOf,
  periodToRead,
  rankOf,
  TOP_ROWS,
  topOf,
} from './leaderboard.js';
import { leaderboardSpan } from './mission-periods.js';

/** Rows of a period's standings staff read. */
const STAFF_ROWS = 100;

/**
 * The missions' leaderboard (decision 0043): the board members read, the standings staff read, and
 * the close of each period, which pays its prizes once.
 */
export class Leaderboards {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async read(ctx: RequestContext, session: MemberSession, which: 'CURRENT' | 'PREVIOUS') {
    const { merchant } = ctx;
    const rules = await findLeaderboardRules(this.db, merchant.id);
    const period = await periodToRead(this.db, merchant, rules, which, this.clock.now());
    const [top, me, participants, paid] = await Promise.all([
      topOf(this.db, merchant.id, period.start, TOP_ROWS),
      rankOf(this.db, merchant.id, period.start, session.memberId, rules.rankShown),
      participantsOf(this.db, merchant.id, period.start),
      period.settled ? this.paidPrizes(merchant.id, period.start) : null,
    ]);
    // A settled period shows what it paid; an open one the prizes it will pay.
    const prizes = paid ?? rules.prizes;
    const prizeOf = (rank: number | null) => {
      const prize = rank === null ? undefined : prizes[rank - 1];
      return prize && prize > 0n ? toMajor(prize, merchant.currencyScale) : null;
    };
    return {
      enabled: rules.enabled,
      periodType: period.period,
      start: period.since.toISOString(),
      end: period.until.toISOString(),
      settled: period.settled,
      list: top.map((row) => boardRow(row, prizes, merchant, session.memberId)),
      me: { rank: me.rank, score: Number(me.score), prize: prizeOf(me.rank) },
      rankShown: rules.rankShown,
      prizes: prizes.map((p) => toMajor(p, merchant.currencyScale)),
      participants,
    };
  }

  /** A period's standings for staff (the current one by default) and the periods before it. */
  async standings(ctx: RequestContext, start?: string) {
    const { merchant } = ctx;
    const rules = await findLeaderboardRules(this.db, merchant.id);
    const periods = await this.db
      .selectFrom('leaderboard_periods')
      .select([
        sql<string>`period_start::text`.as('period_start'),
        'period',
        'ends_at',
        'participants',
        'settled_at',
        'paid',
      ])
      .where('merchant_id', '=', merchant.id)
      .orderBy('period_start', 'desc')
      .limit(60)
      .execute();
    const current = leaderboardSpan(rules.period, this.clock.now(), merchant.timeZone);
    const chosen = periods.find((p) => p.period_start === (start ?? current.start));
    const periodStart = chosen?.period_start ?? start ?? current.start;
    const until = chosen?.ends_at ?? (start ? startOfDay(start, merchant.timeZone) : current.until);
    const [top, paid] = await Promise.all([
      topOf(this.db, merchant.id, periodStart, STAFF_ROWS),
      this.paidRows(merchant.id, periodStart),
    ]);
    const settled = Boolean(chosen?.settled_at);
    const scale = merchant.currencyScale;
    return {
      start: periodStart,
      end: until.toISOString(),
      settled,
      participants: chosen?.participants ?? 0,
      list: top.map((row) => {
        const prize = settled ? paid.get(row.rank) : rules.prizes[row.rank - 1];
        return {
          rank: row.rank,
          memberId: row.member_id,
          username: row.username,
          score: Number(row.score),
          reachedAt: row.reached_at.toISOString(),
          prize: prize && prize > 0n ? toMajor(prize, scale) : null,
          paid: settled && paid.has(row.rank),
        };
      }),
      periods: periods.map((p) => ({
        start: p.period_start,
        participants: p.participants,
        settled: p.settled_at !== null,
        paid: toMajor(p.paid, scale),
      })),
    };
  }

  /**
   * Periods that are over are closed once each: the period's row is claimed by its `settled_at`,
   * and the top ranks are paid the prizes of the rules at that moment (ties: who got there first),
   * each prize a transfer whose id derives from the period and rank, all in one transaction.
   */
  async settleDue(): Promise<number> {
    const due = await this.db
      .selectFrom('leaderboard_periods')
      .select(['merchant_id', sql<string>`period_start::text`.as('period_start')])
      .where('settled_at', 'is', null)
      .where('ends_at', '<=', this.clock.now())
      .execute();
    let settled = 0;
    for (const period of due) {
      const rules = await findLeaderboardRules(this.db, period.merchant_id);
      const paid = await this.ledger.transaction(async (book) => {
        const claimed = await book.tx
          .updateTable('leaderboard_periods')
          .set({ settled_at: this.clock.now() })
          .where('merchant_id', '=', period.merchant_id)
          .where('period_start', '=', period.period_start)
          .where('settled_at', 'is', null)
          .returning('merchant_id')
          .executeTakeFirst();
        if (!claimed) return null;
        const merchant = await book.tx
          .selectFrom('merchants')
          .select(['currency'])
          .where('id', '=', period.merchant_id)
          .executeTakeFirstOrThrow();
        const prizes = rules.prizes.filter((p) => p > 0n);
        const winners = await topOf(book.tx, period.merchant_id, period.period_start, prizes.length);
        let total = 0n;
        const legs = [];
        for (const winner of winners) {
          const amount = rules.prizes[winner.rank - 1] ?? 0n;
          if (amount <= 0n) continue;
          total += amount;
          const ref = `${period.merchant_id}:${period.period_start}:${winner.rank}`;
          await book.tx
            .insertInto('leaderboard_prizes')
            .values({
              merchant_id: period.merchant_id,
              period_start: period.period_start,
              rank: winner.rank,
              member_id: winner.member_id,
              score: winner.score,
              amount,
            })
            .execute();
          legs.push({
            id: transferId(`leaderboard:${ref}`, 'leaderboard-prize'),
            debit: { house: 'PROMOTIONS' as const },
            credit: { member: winner.member_id, kind: 'MAIN' as const },
            amount,
            kind: 'LEADERBOARD_PRIZE',
            refType: 'leaderboard-prize',
            refId: ref,
          });
        }
        if (legs.length > 0) {
          await book.post({ merchantId: period.merchant_id, currency: merchant.currency, legs });
        }
        await book.tx
          .updateTable('leaderboard_periods')
          .set({ paid: total })
          .where('merchant_id', '=', period.merchant_id)
          .where('period_start', '=', period.period_start)
          .execute();
        return total;
      });
      if (paid !== null) settled += 1;
    }
    return settled;
  }

  private async paidRows(merchantId: number, start: string): Promise<Map<number, bigint>> {
    const rows = await this.db
      .selectFrom('leaderboard_prizes')
      .select(['rank', 'amount'])
      .where('merchant_id', '=', merchantId)
      .where('period_start', '=', start)
      .execute();
    return new Map(rows.map((r) => [r.rank, r.amount]));
  }

  /** The prizes a settled period paid, by rank (ranks without a winner pay nothing). */
  private async paidPrizes(merchantId: number, start: string): Promise<bigint[]> {
    const paid = await this.paidRows(merchantId, start);
    const last = Math.max(0, ...paid.keys());
    return Array.from({ length: last }, (_, i) => paid.get(i + 1) ?? 0n);
  }
}
