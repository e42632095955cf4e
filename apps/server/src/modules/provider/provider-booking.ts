import { transferId } from '../../lib/transfer-ids.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Book } from '../ledger/ledger.service.js';
import type { MemberAccountKind } from '../ledger/ledger-accounts.js';
import type { Merchant } from '../site/merchant.js';
import type { GameRoundRow } from './game-rounds.js';
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
