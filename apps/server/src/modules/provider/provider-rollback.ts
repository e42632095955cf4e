import { lockRound, updateRound } from './game-rounds.js';
import { findRollbackOf, findTransaction, insertTransaction } from './provider.repo.js';
import { type BookingContext, moveRoundMoney, okAnswer, roundWallet } from './provider-booking.js';
import { type ProviderAnswer, type RollbackRequest, refusal } from './provider-wire.js';
import type { GameWallet } from './wallet-for.js';

/** The request hash of a tombstone: it matches no real call, so the late bet is a duplicate. */
const TOMBSTONE_HASH = 'tombstone';

/**
 * Rollback: the reverse of the referenced bet, credited to the wallet it came from (domain.md §4).
 * - An unknown bet answers OK and leaves a TOMBSTONE under the bet's id: when the bet arrives late
 *   its id is taken, so it is refused as DUPLICATE_TRANSACTION (and a bet racing the rollback
 *   loses or wins on that primary key, never both).
 * - A bet already reversed (or a tombstone) answers OK and moves nothing more; the reversal's leg id
 *   derives from the bet, so no two rollbacks can both pay it back.
 * - A round with a win cannot be rolled back: ROUND_CLOSED (the round is settled).
 * - Something that is not this member's bet in this round: TRANSACTION_NOT_FOUND.
 * - Reversing the round's last standing bet voids the round.
 * Never checks a token or the member's status.
 */
export async function rollbackBet(ctx: BookingContext, request: RollbackRequest): Promise<ProviderAnswer> {
  const { tx, vendor, player } = ctx;
  const memberId = player.row.id;
  const betId = request.referenceTransactionId;
  const bet = await findTransaction(tx, vendor.code, betId);
  const record = (currency: string, answer: ProviderAnswer) =>
    ctx.record('rollback', request, { currency, reference: betId }, answer);
  /** OK with the wallet as it stands: a rollback that has nothing (more) to move. */
  const nothingToMove = async (wallet: GameWallet) => {
    const current = await ctx.balanceOf(wallet);
    return record(current.currency, okAnswer(current.balance, current.currency));
  };

  if (!bet) {
    const current = await ctx.balanceOf(player.wallet);
    await insertTransaction(tx, {
      vendor_code: vendor.code,
      transaction_id: betId,
      action: 'bet',
      merchant_id: player.merchant.id,
      member_id: memberId,
      round_id: request.roundId,
      currency: current.currency,
      reference_transaction_id: request.transactionId,
      request_hash: TOMBSTONE_HASH,
      status: 'TOMBSTONE',
      response: null,
      created_at: ctx.now,
    });
    return record(current.currency, okAnswer(current.balance, current.currency));
  }
  if (bet.action !== 'bet' || bet.member_id !== memberId || bet.round_id !== request.roundId) {
    return refusal('TRANSACTION_NOT_FOUND', await ctx.balanceOf(player.wallet));
  }
  if (bet.status === 'TOMBSTONE') return nothingToMove(player.wallet);
  // The round's lock orders this rollback after any other call on the round (a racing rollback).
  const round = await lockRound(tx, vendor.code, request.roundId, memberId);
  if (!round) throw new Error(`booked bet ${vendor.code}:${betId} has no round`);
  const wallet = roundWallet(round);
  if (await findRollbackOf(tx, vendor.code, betId)) return nothingToMove(wallet);
  if (round.has_win || round.status !== 'OPEN') return refusal('ROUND_CLOSED', await ctx.balanceOf(wallet));

  const balance = await moveRoundMoney(ctx, {
    round,
    wallet,
    action: 'rollback',
    transactionId: betId,
    amount: bet.amount,
  });
  const standing = round.bet_count - 1;
  await updateRound(tx, round.id, {
    stake: round.stake - bet.amount,
    bet_count: standing,
    ...(standing === 0 ? { status: 'VOID' as const, closed_at: ctx.now } : {}),
  });
  return record(wallet.currency, okAnswer(balance, wallet.currency));
}
