import { FAIR_MAX_WIN, FAIR_STAKE, toMajor, toMinor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { findRound } from '../provider/game-rounds.js';
import { findVendor } from '../provider/provider.repo.js';
import type { Player } from '../provider/provider-booking.js';
import type { ProviderWallet } from '../provider/provider-wallet.service.js';
import type { ProviderAnswer } from '../provider/provider-wire.js';
import { type GameVendor, IN_HOUSE_VENDOR } from '../provider/wallet-for.js';
import type { Merchant } from '../site/merchant.js';
import { moneyText } from '../site/money-text.js';
import type { FairRoundRow } from './fair-games.repo.js';
import { CATALOG_CODES } from './fair-rules.js';

/**
 * An in-house round's money, through the same provider wallet an outside vendor calls (domain.md
 * §4): the stake is a bet of vendor BGS, the payout a win that closes the round. Every id derives
 * from the member and the play's requestId, so a retried step is a replay: never a second bet.
 * The site itself vouches for the member (`SITE`): they play under their own site session, not a
 * vendor's launch.
 */
export function moneyIds(memberId: number, requestId: string) {
  const round = `fair:${memberId}:${requestId}`;
  return { round, bet: `${round}:bet`, win: `${round}:win` };
}

/** A refused provider call as the member's error (anything else is our fault). */
function refusedAs(answer: ProviderAnswer, merchant: Merchant): Error {
  switch (answer.status) {
    case 'NOT_ENOUGH_MONEY':
      return new AppError('balance.insufficient');
    case 'BET_LIMIT_EXCEEDED':
      return new AppError('bonus.max.bet', { maxBet: moneyText(merchant, BigInt(answer.maxBet ?? 0)) });
    case 'DUPLICATE_TRANSACTION':
      return new AppError('transfer.id.conflict');
    case 'USER_DISABLED':
      return new AppError('member.disabled');
    default:
      return new Error(`in-house round: the provider wallet answered ${answer.status}`);
  }
}

export class FairMoney {
  private vendor: GameVendor | null = null;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly wallet: ProviderWallet,
  ) {}

  private async inHouse(): Promise<GameVendor> {
    this.vendor ??= (await findVendor(this.db, IN_HOUSE_VENDOR)) ?? null;
    if (!this.vendor) throw new Error(`vendor ${IN_HOUSE_VENDOR} is missing`);
    return this.vendor;
  }

  /** The member with their brand and the wallet the in-house games play from (`walletFor`). */
  async player(memberId: number): Promise<Player> {
    const player = await this.wallet.player(memberId, await this.inHouse());
    if (!player) throw new Error(`member ${memberId} is missing`);
    return player;
  }

  /** A wire stake in minor units, within FAIR_STAKE and the brand currency's decimals. */
  stakeOf(merchant: Merchant, stake: number): bigint {
    const scale = merchant.currencyScale;
    const minor = toMinor(stake, scale);
    if (minor === null) throw new AppError('amount.invalid', { scale });
    const min = toMinor(FAIR_STAKE.min, scale) ?? 1n;
    const max = toMinor(FAIR_STAKE.max, scale)!;
    if (minor < min) throw new AppError('amount.below.minimum', { min: moneyText(merchant, min) });
    if (minor > max) throw new AppError('amount.above.maximum', { max: moneyText(merchant, max) });
    return minor;
  }

  /** The most a round pays, in minor units. */
  maxWin(merchant: Merchant): bigint {
    return toMinor(FAIR_MAX_WIN, merchant.currencyScale)!;
  }

  /** Take the round's stake: a bet that opens its provider round. */
  async bet(player: Player, round: FairRoundRow): Promise<void> {
    const ids = moneyIds(player.row.id, round.request_id);
    const answer = await this.wallet.bet(
      await this.inHouse(),
      {
        user: player.row.id,
        transactionId: ids.bet,
        roundId: ids.round,
        gameCode: CATALOG_CODES[round.game],
        amount: round.stake,
        currency: round.currency,
      },
      'SITE',
    );
    if (answer.status !== 'OK') throw refusedAs(answer, player.merchant);
  }

  /** Pay the round (zero for a loss) and close its provider round. */
  async win(player: Player, round: FairRoundRow, payout: bigint): Promise<void> {
    const ids = moneyIds(player.row.id, round.request_id);
    const answer = await this.wallet.win(
      await this.inHouse(),
      {
        user: player.row.id,
        transactionId: ids.win,
        roundId: ids.round,
        gameCode: CATALOG_CODES[round.game],
        amount: payout,
        currency: round.currency,
        roundClosed: true,
      },
      'SITE',
    );
    if (answer.status !== 'OK') throw refusedAs(answer, player.merchant);
  }

  /** Whether the round's stake was taken and stands (its provider round is open with it). */
  async stakeTaken(round: FairRoundRow): Promise<boolean> {
    const ids = moneyIds(round.member_id, round.request_id);
    const booked = await findRound(this.db, IN_HOUSE_VENDOR, ids.round, round.member_id);
    return booked?.status === 'OPEN' && booked.stake === round.stake;
  }

  /** The balance of the wallet the games play from, in major units. */
  async balance(player: Player): Promise<number> {
    const { merchant, wallet, row } = player;
    const minor = await this.ledger.balanceOf(merchant.id, wallet.currency, row.id, wallet.kind);
    return toMajor(minor, merchant.currencyScale);
  }
}
