import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { readJson } from '../../lib/json-column.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { PlayerRow } from './provider.repo.js';
import type { BetBatcher, BetRow } from './provider-bet-batch.js';
import { legId, okAnswer, type Player } from './provider-booking.js';
import type { Launch } from './provider-launch.js';
import { type BetRequest, type ProviderAnswer, refusal } from './provider-wire.js';
import type { GameVendor } from './wallet-for.js';

/**
 * A bet in one statement (`provider_bet`, migrations 0012, 0023 and 0025, sent along with its
 * neighbours by `BetBatcher`): the same checks and writes as the general path in
 * `ProviderWallet.bet`, the launch's session included (`provider_session`), for the common case of
 * a bet in the player's own wallet. Answers null when the general path must decide: a round in
 * another wallet, or a race with a copy of this call (a unique key), which the general path then
 * finds booked.
 */
export async function betInOneStatement(
  db: Db,
  batcher: BetBatcher,
  ledger: Ledger,
  vendor: GameVendor,
  player: Player,
  request: BetRequest,
  hash: string,
  launch: Launch,
  now: Date,
): Promise<ProviderAnswer | null> {
  const { merchant, wallet, row: member } = player;
  const created = new Map<string, bigint>();
  const resolve = (ref: Parameters<Ledger['accounts']['resolve']>[3]) =>
    ledger.accounts.resolve(db, merchant.id, wallet.currency, ref, created);
  const memberAccount = await resolve({ member: member.id, kind: wallet.kind });
  const houseAccount = await resolve({ house: `GAME:${vendor.code}` });
  // Outside a transaction an account, once created, has committed.
  ledger.accounts.remember(created);

  const call = {
    vendor: vendor.code,
    transactionId: request.transactionId,
    roundId: request.roundId,
    gameCode: request.gameCode,
    merchant: merchant.id,
    member: member.id,
    amount: request.amount,
    currency: request.currency,
    walletCurrency: wallet.currency,
    walletKind: wallet.kind,
    memberAccount: memberAccount.id,
    houseAccount: houseAccount.id,
    legId: legId(vendor.code, request.transactionId, 'bet'),
    hash,
    tokenHash: launch === 'SITE' ? null : launch.tokenHash,
    now,
  };
  let row: BetRow;
  try {
    row = await batcher.submit(call);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  const current = { balance: BigInt(row.balance ?? 0), currency: wallet.currency };
  switch (row.outcome) {
    case 'OK':
      if (request.amount > 0n) ledger.announce(merchant.id, [member.id]);
      return okAnswer(current.balance, wallet.currency);
    case 'SEEN':
      return row.seen_status === 'OK' && row.seen_hash === hash
        ? readJson<ProviderAnswer>(row.seen_response)
        : refusal('DUPLICATE_TRANSACTION', current);
    case 'SLOW':
      return null;
    case 'BONUS_MAX_BET':
      return {
        ...refusal('BET_LIMIT_EXCEEDED', current),
        maxBet: readJson<{ maxBet: number }>(row.seen_response).maxBet,
      };
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      // Refused before the member is known to this vendor: not even the balance is told.
      return refusal(row.outcome);
    default:
      return refusal(row.outcome, current);
  }
}

/**
 * Members' brand and trial flag, which never change, remembered from their last full read (at
 * most 100,000, then forgotten at once). The status is not remembered: the one-statement bet reads
 * it, and every other path reads the member afresh.
 */
export class PlayerIdentities {
  private static readonly MAX = 100_000;
  private readonly rows = new Map<number, Pick<PlayerRow, 'merchant_id' | 'is_trial'>>();

  remember(row: PlayerRow): void {
    if (this.rows.size >= PlayerIdentities.MAX) this.rows.clear();
    this.rows.set(row.id, { merchant_id: row.merchant_id, is_trial: row.is_trial });
  }

  /** A row for the bet's statement; its status is a placeholder the statement checks itself. */
  get(memberId: number): PlayerRow | null {
    const known = this.rows.get(memberId);
    return known ? { id: memberId, ...known, status: 'ACTIVE' } : null;
  }
}
