import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import { type CycleRow, nextCycleNumber, openCycle, openCycleOf } from './jackpot-cycles.js';
import { findJackpotSettings, type JackpotSettingsRow } from './jackpot-settings.js';

/** Play rows read per pass and brand: a backlog is worked off over a few passes. */
const BATCH = 2_000;

/** One (member, day, category) row of settled play with the part of it that has fed the pool. */
export interface FeedRow {
  member_id: number;
  day: string;
  category: string;
  stake: bigint;
  fed: bigint;
}

/**
 * The feed (decision 0046): the valid bet that the play roll-up added to `member_category_play`
 * since the last pass (each row's stake above its `jackpot_fed` watermark), for the brand's
 * categories, feeds the pool at its rate in basis points. The remainder below one minor unit is
 * carried from row to row and cycle to cycle, so the pool receives rate × valid bet exactly (to
 * the unit, rounded down). Rows are walked in (member, day, category) order; the row whose
 * contribution takes the pool to the cycle's drop point wins the whole pool, and what follows
 * feeds the next cycle. A pass holds the brand's settings row, so racing passes (several nodes)
 * take turns and the second reads the watermarks the first moved: each unit of bet feeds once.
 */
export class JackpotFeed {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  /** One pass over every brand whose jackpot is on: the brands whose pool moved. */
  async run(): Promise<number[]> {
    const brands = await this.db
      .selectFrom('jackpot_settings')
      .select('merchant_id')
      .where('enabled', '=', true)
      .execute();
    const moved: number[] = [];
    for (const { merchant_id } of brands) {
      if (await this.feedBrand(merchant_id)) moved.push(merchant_id);
    }
    return moved;
  }

  /** One brand's pass: true when its pool moved (a feed, a win, a cycle opened). */
  feedBrand(merchantId: number): Promise<boolean> {
    return this.ledger.transaction(async (book) => {
      const tx = book.tx;
      await sql`select 1 from jackpot_settings where merchant_id = ${merchantId} for update`.execute(tx);
      const settings = await findJackpotSettings(tx, merchantId);
      if (!settings?.enabled || settings.feeds_from === null) return false;
      const { currency } = await tx
        .selectFrom('merchants')
        .select('currency')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      const now = this.clock.now();
      let cycle = await openCycleOf(tx, merchantId);
      let moved = false;
      if (!cycle) {
        const number = await nextCycleNumber(tx, merchantId);
        cycle = await openCycle(book, settings, { number, currency, carry: 0, now });
        moved = true;
      }
      const rows = await this.dueRows(book, settings);
      if (rows.length === 0) return moved;
      await this.markFed(book, merchantId, rows);
      const bp = BigInt(settings.contribution_bp);
      let carry = BigInt(cycle.carry);
      let amount = cycle.amount;
      let fed = 0n;
      for (const row of rows) {
        const units = (row.stake - row.fed) * bp + carry;
        carry = units % 10_000n;
        amount += units / 10_000n;
        fed += units / 10_000n;
        if (amount >= cycle.drop_point) {
          await this.feed(book, currency, cycle, { fed, amount, carry });
          await this.pay(book, currency, cycle, row.member_id, amount, now);
          cycle = await openCycle(book, settings, {
            number: cycle.cycle + 1,
            currency,
            carry: Number(carry),
            now,
          });
          amount = cycle.amount;
          fed = 0n;
        }
      }
      await this.feed(book, currency, cycle, { fed, amount, carry });
      return true;
    });
  }

  /** Play rows of the brand's categories above their watermark, from the day feeding started. */
  private async dueRows(book: Book, settings: JackpotSettingsRow): Promise<FeedRow[]> {
    const { rows } = await sql<FeedRow>`
      select p.member_id, p.day::text as day, p.category, p.stake, coalesce(f.stake, 0) as fed
      from member_category_play p
      join members m on m.id = p.member_id and not m.is_trial
      left join jackpot_fed f on f.member_id = p.member_id and f.day = p.day and f.category = p.category
      where p.merchant_id = ${settings.merchant_id} and p.day >= ${settings.feeds_from}::date
        and p.category = any(${settings.categories}::text[]) and p.stake > coalesce(f.stake, 0)
      order by p.member_id, p.day, p.category
      limit ${BATCH}`.execute(book.tx);
    return rows.map((row) => ({ ...row, stake: BigInt(row.stake), fed: BigInt(row.fed) }));
  }

  private async markFed(book: Book, merchantId: number, rows: FeedRow[]): Promise<void> {
    await book.tx
      .insertInto('jackpot_fed')
      .values(
        rows.map((row) => ({
          member_id: row.member_id,
          day: row.day,
          category: row.category,
          merchant_id: merchantId,
          stake: row.stake,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'day', 'category']).doUpdateSet({ stake: (eb) => eb.ref('excluded.stake') }),
      )
      .execute();
  }

  /** What a stretch of rows fed a cycle: `ADJUSTMENTS → JACKPOT`, the cycle's next feed by its id. */
  private async feed(
    book: Book,
    currency: string,
    cycle: CycleRow,
    moved: { fed: bigint; amount: bigint; carry: bigint },
  ): Promise<void> {
    let feeds = cycle.feeds;
    if (moved.fed > 0n) {
      const ref = `${cycle.merchant_id}:${cycle.cycle}:${feeds}`;
      await book.post({
        merchantId: cycle.merchant_id,
        currency,
        legs: [
          {
            id: transferId(`jackpot:${ref}`, 'jackpot-feed'),
            debit: { house: 'ADJUSTMENTS' },
            credit: { house: 'JACKPOT' },
            amount: moved.fed,
            kind: 'JACKPOT_FEED',
            refType: 'jackpot-cycle',
            refId: ref,
          },
        ],
      });
      feeds += 1;
    }
    await book.tx
      .updateTable('jackpot_cycles')
      .set({ amount: moved.amount, carry: Number(moved.carry), feeds })
      .where('id', '=', cycle.id)
      .execute();
    cycle.feeds = feeds;
  }

  /** The win: the whole pool to the member's main wallet, the cycle closed with its winner. */
  private async pay(
    book: Book,
    currency: string,
    cycle: CycleRow,
    memberId: number,
    amount: bigint,
    now: Date,
  ): Promise<void> {
    const ref = `${cycle.merchant_id}:${cycle.cycle}`;
    await book.post({
      merchantId: cycle.merchant_id,
      currency,
      legs: [
        {
          id: transferId(`jackpot:${ref}`, 'jackpot-win'),
          debit: { house: 'JACKPOT' },
          credit: { member: memberId, kind: 'MAIN' },
          amount,
          kind: 'JACKPOT_WIN',
          refType: 'jackpot-cycle',
          refId: ref,
        },
      ],
    });
    await book.tx
      .updateTable('jackpot_cycles')
      .set({ won_at: now, winner_id: memberId, win_amount: amount })
      .where('id', '=', cycle.id)
      .execute();
  }
}
