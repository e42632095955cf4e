import { type LotteryBet, type LotteryLine, lotteryProblemText, toMajor } from '@tessera/contracts';
import { betTypeOf, MAX_COMBINATIONS, type PrizeMode, stakeOf } from '@tessera/lottery';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';
import { TRIAL_CURRENCY } from '../site/merchant.js';
import { type BetRow, findBets, LOTTERY_HOUSE, lockOpenDraws, toLotteryBet } from './lottery-bets.repo.js';
import type { CatalogGame } from './lottery-catalog.js';
import type { LotteryOdds } from './lottery-odds.js';

export interface Slip {
  requestId: string;
  gameCode: string;
  numero: string;
  prizeMode: PrizeMode;
  lines: LotteryLine[];
  chase?: { draws: number; stopOnWin: boolean } | undefined;
}

/** Who bets: the member's brand, session and the request's language (for refusals' wording). */
export interface Bettor {
  merchant: Merchant;
  session: MemberSession;
  language: string;
}

/** A refund or payout leg's id: derived from the bet, so a replay posts nothing twice. */
export const betLegId = (betId: bigint | string, purpose: 'refund' | 'payout', version = 0) =>
  transferId(`lottery-bet:${betId}:${version}`, `lottery-${purpose}`);

/**
 * Placing, cancelling and listing lottery bets (domain.md §5). A slip is checked line by line with
 * the shared engine, priced with the brand's odds, and placed on the open draw — and, for a chase,
 * on the next draws too — in one transaction: the bets and their stakes' ledger legs together. A
 * repeated request id answers the bets it placed the first time.
 */
export class LotteryBets {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly odds: LotteryOdds,
    private readonly games: ReadonlyMap<string, CatalogGame>,
  ) {}

  async place(bettor: Bettor, slip: Slip): Promise<{ bets: LotteryBet[]; balance: number }> {
    const { merchant, session } = bettor;
    const game = this.games.get(slip.gameCode);
    if (!game?.prizeModes.includes(slip.prizeMode)) throw new AppError('lottery.game.unknown');
    const table = await this.odds.table(merchant.id, slip.prizeMode);
    const lines = slip.lines.map((line) => {
      const type = betTypeOf(line.betType);
      if (!type || type.family !== game.family) throw new AppError('lottery.bet.type.unknown');
      const problem = type.validate(line.picks);
      if (problem)
        throw new AppError('lottery.picks', { detail: lotteryProblemText(problem, bettor.language) });
      const combinations = type.combinations(line.picks);
      if (combinations > MAX_COMBINATIONS)
        throw new AppError('lottery.stake.too.large', { max: MAX_COMBINATIONS });
      const odds = table[line.betType]!;
      return { line, combinations, odds, stake: stakeOf(combinations, line.units, odds) };
    });
    const wallet = this.walletOf(bettor);
    const now = this.clock.now();

    const bets = await this.ledger.transaction(async (book) => {
      const tx = book.tx;
      const placed = await findBets(tx, session.memberId, slip.requestId);
      if (placed.length > 0) return placed;
      const draws = await lockOpenDraws(tx, merchant.id, game.code, slip.numero, slip.chase?.draws ?? 1, now);
      if (draws === 'CLOSED') throw new AppError('lottery.draw.closed');
      if (draws === 'UNKNOWN') throw new AppError('lottery.draw.unknown');
      if (slip.chase && draws.length < slip.chase.draws) {
        throw new AppError('lottery.chase.too.long', { count: draws.length });
      }
      const chase = slip.chase
        ? await tx
            .insertInto('lottery_chases')
            .values({
              merchant_id: merchant.id,
              member_id: session.memberId,
              game_code: game.code,
              draws: slip.chase.draws,
              stop_on_win: slip.chase.stopOnWin,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;
      const rows = draws.flatMap((draw) =>
        lines.map(({ line, combinations, odds, stake }, index) => ({
          merchant_id: merchant.id,
          member_id: session.memberId,
          draw_id: draw.id,
          game_code: game.code,
          prize_mode: slip.prizeMode,
          bet_type: line.betType,
          picks: JSON.stringify(line.picks),
          units: line.units,
          combinations,
          unit_price: BigInt(odds.unitPrice),
          payout_milli: JSON.stringify(odds.payoutMilli),
          currency: wallet.currency,
          wallet: 'MAIN',
          stake,
          chase_id: chase?.id ?? null,
          request_id: slip.requestId,
          line: index,
          placed_at: now,
        })),
      );
      const inserted = await tx.insertInto('lottery_bets').values(rows).returning(['id', 'stake']).execute();
      await book.post({
        merchantId: merchant.id,
        currency: wallet.currency,
        legs: inserted.map((bet) => ({
          id: transferId(`lottery-bet:${bet.id}`, 'lottery-stake'),
          debit: { member: session.memberId, kind: 'MAIN' },
          credit: { house: LOTTERY_HOUSE },
          amount: bet.stake,
          kind: 'LOTTERY_BET',
          refType: 'lottery_bet',
          refId: String(bet.id),
        })),
      });
      return findBets(tx, session.memberId, slip.requestId);
    });
    return { bets: bets.map((bet) => toLotteryBet(bet, wallet.scale)), balance: await this.balance(bettor) };
  }

  /** Cancel an open bet while its draw still takes bets; the stake comes back. */
  async cancel(bettor: Bettor, betId: string): Promise<{ bet: LotteryBet; balance: number }> {
    const { merchant, session } = bettor;
    const now = this.clock.now();
    const bet = await this.ledger.transaction(async (book) => {
      const row = await book.tx
        .selectFrom('lottery_bets as b')
        .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
        .select(['b.id', 'b.status', 'b.stake', 'b.currency', 'd.closes_at', 'd.status as draw_status'])
        .where('b.id', '=', BigInt(betId))
        .where('b.member_id', '=', session.memberId)
        .forUpdate('b')
        .executeTakeFirst();
      if (!row) throw new AppError('lottery.bet.not.found');
      const drawOpen = row.draw_status !== 'CANCELLED' && new Date(row.closes_at) > now;
      if (row.status !== 'OPEN' || !drawOpen) throw new AppError('lottery.bet.not.cancellable');
      await book.tx
        .updateTable('lottery_bets')
        .set({ status: 'CANCELLED', settled_at: now })
        .where('id', '=', row.id)
        .execute();
      await book.post({
        merchantId: merchant.id,
        currency: row.currency,
        legs: [
          {
            id: betLegId(row.id, 'refund'),
            debit: { house: LOTTERY_HOUSE },
            credit: { member: session.memberId, kind: 'MAIN' },
            amount: row.stake,
            kind: 'LOTTERY_REFUND',
            refType: 'lottery_bet',
            refId: String(row.id),
          },
        ],
      });
      return (await findBets(book.tx, session.memberId, undefined, row.id))[0]!;
    });
    return { bet: toLotteryBet(bet, this.walletOf(bettor).scale), balance: await this.balance(bettor) };
  }

  async list(
    bettor: Bettor,
    query: {
      gameCode?: string | undefined;
      status?: BetRow['status'] | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<{ list: LotteryBet[]; total: number }> {
    let base = this.db.selectFrom('lottery_bets').where('member_id', '=', bettor.session.memberId);
    if (query.gameCode) base = base.where('game_code', '=', query.gameCode);
    if (query.status) base = base.where('status', '=', query.status);
    const [{ total }, ids] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      base
        .select('id')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
    ]);
    const rows =
      ids.length === 0
        ? []
        : await findBets(
            this.db,
            bettor.session.memberId,
            undefined,
            ids.map((r) => r.id),
          );
    const scale = this.walletOf(bettor).scale;
    return { list: rows.map((row) => toLotteryBet(row, scale)), total: Number(total) };
  }

  private walletOf({ merchant, session }: Bettor) {
    return session.isTrial
      ? { currency: TRIAL_CURRENCY, scale: merchant.currencyScale }
      : { currency: merchant.currency, scale: merchant.currencyScale };
  }

  private async balance(bettor: Bettor): Promise<number> {
    const wallet = this.walletOf(bettor);
    const minor = await this.ledger.balanceOf(bettor.merchant.id, wallet.currency, bettor.session.memberId);
    return toMajor(minor, wallet.scale);
  }
}
