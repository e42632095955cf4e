import { transferId } from '../../lib/transfer-ids.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Book } from '../ledger/ledger.service.js';
import type { MemberAccountKind } from '../ledger/ledger-accounts.js';
import type { Merchant } from '../site/merchant.js';
import { GAME_KINDS, type GameRoundRow, ROUND_REF_TYPE } from './game-rounds.js';
import type { PlayerRow } from './provider.repo.js';
import type { MoneyAction, ProviderAnswer } from './provider-wire.js';
import type { GameVendor, GameWallet } from './wallet-for.js';

/** The shared parts of the money calls (bet, win, rollback). */

/** A member as a vendor call meets them: their brand and the wallet this vendor's games use. */
export interface Player {
  row: PlayerRow;
  merchant: Merchant;
  wallet: GameWallet;
}

/** What a money call needs inside its transaction. */
export interface BookingContext {
  book: Book;
  tx: Executor;
  vendor: GameVendor;
  player: Player;
  now: Date;
  /** The wallet's balance now (read inside the transaction). */
  balanceOf(wallet: GameWallet): Promise<{ balance: bigint; currency: string }>;
  /** Book the call with its answer, so a replay gets the same answer. */
  record(
    action: MoneyAction,
    request: { transactionId: string; roundId?: string; gameCode?: string; amount?: bigint },
    extra: { currency: string; reference?: string },
    answer: ProviderAnswer,
  ): Promise<ProviderAnswer>;
}

/** The answer of a booked call. */
export const okAnswer = (balance: bigint, currency: string): ProviderAnswer => ({
  status: 'OK',
  balance: Number(balance),
  currency,
});

export const roundWallet = (round: GameRoundRow): GameWallet => ({
  currency: round.currency,
  kind: round.wallet as MemberAccountKind,
});

/** The ledger leg of a vendor call: derived from (vendor, transaction id), so a retry replays it. */
export const legId = (vendor: string, transactionId: string, action: MoneyAction) =>
  transferId(`${vendor}:${transactionId}`, `provider:${action}`);

/**
 * The one game leg of a money call, between the round's wallet and the vendor's house: a bet pays
 * the house, a win or a rollback pays the member. Answers the wallet's balance after it; a zero
 * amount books no leg. `transactionId` keys the leg (a rollback's is the bet it reverses).
 */
export async function moveRoundMoney(
  ctx: BookingContext,
  move: {
    round: GameRoundRow;
    wallet: GameWallet;
    action: MoneyAction;
    transactionId: string;
    amount: bigint;
  },
): Promise<bigint> {
  const { round, wallet, action, amount } = move;
  if (amount <= 0n) return (await ctx.balanceOf(wallet)).balance;
  const member = { member: ctx.player.row.id, kind: wallet.kind };
  const house = { house: `GAME:${ctx.vendor.code}` as const };
  const toHouse = action === 'bet';
  const posted = await ctx.book.post({
    merchantId: ctx.player.merchant.id,
    currency: wallet.currency,
    legs: [
      {
        id: legId(ctx.vendor.code, move.transactionId, action),
        debit: toHouse ? member : house,
        credit: toHouse ? house : member,
        amount,
        kind: GAME_KINDS[action],
        refType: ROUND_REF_TYPE,
        refId: String(round.id),
      },
    ],
  });
  const leg = posted.transfers[0]!;
  return (toHouse ? leg.debit_balance_after : leg.credit_balance_after)!;
}
