import { type BetOdds, betTypeOf, type OddsTable, oddsTable, type PrizeMode } from '@tessera/lottery';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { readJson } from '../../lib/json-column.js';
import { AnswerCache } from '../games/answer-cache.js';

const CACHE_MS = 5_000;

/**
 * A brand's odds per prize mode: the engine's table for the mode with the brand's own entries over
 * it (`lottery_odds`), read at most every few seconds per node. A bet keeps the odds it was placed
 * at, so a change applies to later bets only.
 */
export class LotteryOdds {
  private readonly tables = new AnswerCache<OddsTable>(CACHE_MS, 200);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  table(merchantId: number, mode: PrizeMode): Promise<OddsTable> {
    return this.tables.get(`${merchantId}|${mode}`, async () => {
      const rows = await this.db
        .selectFrom('lottery_odds')
        .select(['bet_type', 'unit_price', 'payout_milli'])
        .where('merchant_id', '=', merchantId)
        .where('prize_mode', '=', mode)
        .execute();
      const overrides: Record<string, BetOdds> = {};
      for (const row of rows) {
        overrides[row.bet_type] = {
          unitPrice: Number(row.unit_price),
          payoutMilli: readJson<Record<string, number>>(row.payout_milli),
        };
      }
      return oddsTable(mode, overrides);
    });
  }

  /** Set one bet type's odds for a brand; every prize of the bet type must be priced. */
  async set(
    merchantId: number,
    staffId: number,
    mode: PrizeMode,
    betType: string,
    odds: BetOdds,
  ): Promise<BetOdds> {
    const type = betTypeOf(betType);
    if (!type) throw new AppError('lottery.bet.type.unknown');
    const prizes = Object.keys(odds.payoutMilli).sort();
    if (prizes.join() !== [...type.prizes].sort().join()) {
      throw new AppError('lottery.odds.invalid', { detail: `prizes are ${type.prizes.join(', ')}` });
    }
    const row = {
      merchant_id: merchantId,
      prize_mode: mode,
      bet_type: betType,
      unit_price: BigInt(odds.unitPrice),
      payout_milli: JSON.stringify(odds.payoutMilli),
      updated_by: staffId,
      updated_at: this.clock.now(),
    };
    await this.db
      .insertInto('lottery_odds')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['merchant_id', 'prize_mode', 'bet_type']).doUpdateSet({
          unit_price: row.unit_price,
          payout_milli: row.payout_milli,
          updated_by: staffId,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    this.tables.clear();
    return odds;
  }
}
