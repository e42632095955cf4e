import { type LotteryBet, type LotteryLine, lotteryProblemText, toMajor } from '@tessera/contracts';
import { betTypeOf, MAX_COMBINATIONS, type PrizeMode, stakeOf } from '@tessera/lottery';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { AccountRef } from '../ledger/ledger-accounts.js';
import { bonusMaxBet } from '../rewards/bonus-limits.js';
import type { Merchant } from '../site/merchant.js';
import { TRIAL_CURRENCY } from '../site/merchant.js';
import { moneyText } from '../site/money-text.js';
import { type BetRow, betLegId, findBets, LOTTERY_HOUSE, toLotteryBet } from './lottery-bets.repo.js';
import type { CatalogGame } from './lottery-catalog.js';
import type { LotteryOdds } from './lottery-odds.js';
import { SlipBatcher } from './lottery-slips.js';

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

/**
 * Placing, cancelling and listing lottery bets (domain.md §5). A slip is checked line by line with
 * the shared engine, priced with the brand's odds, and placed on the open draw — and, for a chase,
 * on the next draws too — in one transaction: the bets and their stakes' ledger legs together. A
 * repeated request id answers the bets it placed the first time.
 */
export class LotteryBets {
  private readonly slips: SlipBatcher;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly odds: LotteryOdds,
    private readonly games: ReadonlyMap<string, CatalogGame>,
  ) {
    this.slips = new SlipBatcher(db);
  }

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
    // While a bonus wagers, each bet (a line, on each draw of a chase) is at most its max bet.
    const maxBet = session.isTrial ? null : await bonusMaxBet(this.db, session.memberId);
    if (maxBet !== null && lines.some(({ stake }) => stake > maxBet)) {
      throw new AppError('bonus.max.bet', { maxBet: moneyText(merchant, maxBet) });
    }
    const wallet = this.walletOf(bettor);
    const created = new Map<string, bigint>();
    const resolve = (ref: AccountRef) =>
      this.ledger.accounts.resolve(this.db, merchant.id, wallet.currency, ref, created);
    const memberAccount = (await resolve({ member: session.memberId, kind: 'MAIN' })).id;
    const houseAccount = (await resolve({ house: LOTTERY_HOUSE })).id;
    // Outside a transaction an account, once created, has committed.
    this.ledger.accounts.remember(created);
    const placing = {
      merchantId: merchant.id,
      memberId: session.memberId,
      slip,
      currency: wallet.currency,
      memberAccount,
      houseAccount,
      now: this.clock.now(),
      lines: lines.map(({ line, combinations, odds, stake }) => ({
        bet_type: line.betType,
        picks: line.picks,
        units: line.units,
        combinations,
        unit_price: odds.unitPrice,
        payout_milli: odds.payoutMilli,
        stake: String(stake),
      })),
    };
    let placed = await this.slips.place(placing);
    // A copy of this slip placed at the same moment has committed (to be read) or rolled back.
    while (placed.outcome === 'RACED') placed = await this.slips.place(placing);
    if (placed.outcome === 'UNKNOWN') throw new AppError('lottery.draw.unknown');
    if (placed.outcome === 'CLOSED') throw new AppError('lottery.draw.closed');
    if (placed.outcome === 'SHORT') throw new AppError('lottery.chase.too.long', { count: placed.count });
    if (placed.outcome === 'REPLAY') {
      const bets = await findBets(this.db, session.memberId, slip.requestId);
      return {
        bets: bets.map((bet) => toLotteryBet(bet, wallet.scale)),
        balance: await this.balance(bettor),
      };
    }
    this.ledger.announce(merchant.id, [session.memberId]);
    const placedAt = placing.now.toISOString();
    return {
      bets: placed.rows.map((row) => {
        const { line, combinations, stake } = lines[row.line]!;
        return {
          id: String(row.bet_id),
          gameCode: game.code,
          numero: row.numero,
          prizeMode: slip.prizeMode,
          betType: line.betType,
          picks: line.picks,
          units: line.units,
          combinations,
          stake: toMajor(stake, wallet.scale),
          payout: 0,
          status: 'OPEN' as const,
          chaseId: row.chase_id === null ? null : String(row.chase_id),
          placedAt,
          settledAt: null,
          numbers: null,
          corrected: false,
        };
      }),
      balance: toMajor(placed.balance, wallet.scale),
    };
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
        .orderBy('placed_at', 'desc')
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

  /** Trial members bet trial money (its own currency, the brand's scale). */
  private walletOf({ merchant, session }: Bettor) {
    return { currency: session.isTrial ? TRIAL_CURRENCY : merchant.currency, scale: merchant.currencyScale };
  }

  private async balance(bettor: Bettor): Promise<number> {
    const wallet = this.walletOf(bettor);
    const minor = await this.ledger.balanceOf(bettor.merchant.id, wallet.currency, bettor.session.memberId);
    return toMajor(minor, wallet.scale);
  }
}
