import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import { readJson } from '../../lib/json-column.js';
import { type Executor, memberBalance } from '../ledger/ledger.repo.js';
import type { Book, Ledger } from '../ledger/ledger.service.js';
import type { MemberAccountKind } from '../ledger/ledger-accounts.js';
import { bonusMaxBet } from '../rewards/bonus-limits.js';
import type { Merchant } from '../site/merchant.js';
import { findRound, type GameRoundRow, lockRound, openRound, updateRound } from './game-rounds.js';
import type { PlayerTokens } from './player-tokens.js';
import {
  findPlayer,
  findRollbackOf,
  findTransaction,
  insertTransaction,
  type PlayerRow,
  type ProviderTransactionRow,
} from './provider.repo.js';
import { BetBatcher } from './provider-bet-batch.js';
import { betInOneStatement, PlayerIdentities } from './provider-bet-fast.js';
import {
  type BookingContext,
  moveRoundMoney,
  okAnswer,
  type Player,
  roundWallet,
} from './provider-booking.js';
import { type Launch, launchRefusal, type SessionMode } from './provider-launch.js';
import { rollbackBet } from './provider-rollback.js';
import {
  type BalanceRequest,
  type BetRequest,
  type MoneyAction,
  type ProviderAnswer,
  type RollbackRequest,
  refusal,
  requestHash,
  type WinRequest,
} from './provider-wire.js';
import { type GameVendor, type GameWallet, walletFor } from './wallet-for.js';

const MAX_ATTEMPTS = 3;

/**
 * The seamless wallet behind the provider API (domain.md §4): each money call is one ledger
 * transaction that moves the money, updates its round and books the call under (vendor,
 * transaction id). A replay of a booked call gets its stored answer; the same id with another body
 * is DUPLICATE_TRANSACTION. Two copies racing both miss the booking; the second then fails on the
 * leg's or the booking's key and runs again, finding the first booked.
 */
export class ProviderWallet {
  private readonly identities = new PlayerIdentities();
  private readonly bets: BetBatcher;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly merchants: { byId(id: number): Promise<Merchant | null> },
    private readonly tokens: PlayerTokens,
  ) {
    this.bets = new BetBatcher(db);
  }

  /** Read outside any transaction: the brand comes through a cache that reads on its own. */
  async player(memberId: number, vendor: GameVendor): Promise<Player | null> {
    const row = await findPlayer(this.db, memberId);
    if (row) this.identities.remember(row);
    return row ? this.playerOf(row, vendor) : null;
  }

  private async playerOf(row: PlayerRow, vendor: GameVendor): Promise<Player | null> {
    const merchant = await this.merchants.byId(row.merchant_id);
    return merchant && { row, merchant, wallet: walletFor(merchant, row.is_trial, vendor) };
  }

  private async walletBalance(executor: Executor, player: Player, wallet: GameWallet) {
    const { merchant, row } = player;
    const balance = await memberBalance(executor, merchant.id, wallet.currency, row.id, wallet.kind);
    return { balance, currency: wallet.currency };
  }

  async authenticate(vendor: GameVendor, token: string): Promise<ProviderAnswer> {
    const checked = await this.tokens.check(token, vendor.code);
    if (!checked.ok) return refusal(checked.status);
    const { grant } = checked;
    const player = await this.player(grant.memberId, vendor);
    if (!player) return refusal('INVALID_TOKEN');
    const wallet = { currency: grant.currency, kind: grant.wallet as MemberAccountKind };
    const current = await this.walletBalance(this.db, player, wallet);
    if (player.row.status !== 'ACTIVE') return refusal('USER_DISABLED', current);
    await this.tokens.startSession(token);
    return { ...okAnswer(current.balance, current.currency), user: String(player.row.id) };
  }

  /** The balance of the wallet the vendor's games play from, under a live session of the vendor. */
  async balance(vendor: GameVendor, request: BalanceRequest, launch: Launch): Promise<ProviderAnswer> {
    const player = await this.player(request.user, vendor);
    if (!player) return refusal('INVALID_REQUEST');
    const refused = await this.launchRefused(this.db, launch, vendor, player, 'PLAY');
    if (refused) return refusal(refused);
    const current = await this.walletBalance(this.db, player, player.wallet);
    if (request.currency !== current.currency) return refusal('WRONG_CURRENCY', current);
    return okAnswer(current.balance, current.currency);
  }

  /**
   * One guarded debit of the member's wallet to the vendor's house; opens or extends the round.
   * Only under a live session of the vendor (`launch`), and never for nothing: a bet of zero is
   * INVALID_REQUEST. Usually one statement (`betInOneStatement`, which checks the session inside
   * it); the general path below decides the rest.
   */
  async bet(vendor: GameVendor, request: BetRequest, launch: Launch): Promise<ProviderAnswer> {
    if (request.amount <= 0n) return refusal('INVALID_REQUEST');
    // A known member's brand and trial flag come from memory; the statement checks the status.
    const known = this.identities.get(request.user);
    const player = known ? await this.playerOf(known, vendor) : await this.player(request.user, vendor);
    if (!player) return refusal('INVALID_REQUEST');
    const hash = requestHash('bet', request);
    const fast = await betInOneStatement(
      this.db,
      this.bets,
      this.ledger,
      vendor,
      player,
      request,
      hash,
      launch,
      this.clock.now(),
    );
    if (fast) return fast;
    return this.booked(vendor, 'bet', request, { launch, mode: 'PLAY' }, async (ctx) => {
      const { tx, player } = ctx;
      const memberId = player.row.id;
      let round = await lockRound(tx, vendor.code, request.roundId, memberId);
      const wallet = round ? roundWallet(round) : player.wallet;
      if (player.row.status !== 'ACTIVE') return refusal('USER_DISABLED', await ctx.balanceOf(wallet));
      if (request.currency !== wallet.currency) return refusal('WRONG_CURRENCY', await ctx.balanceOf(wallet));
      const maxBet = await bonusMaxBet(tx, memberId);
      if (maxBet !== null && request.amount > maxBet) {
        return { ...refusal('BET_LIMIT_EXCEEDED', await ctx.balanceOf(wallet)), maxBet: Number(maxBet) };
      }
      round ??= await openRound(tx, {
        merchant_id: player.merchant.id,
        member_id: memberId,
        vendor_code: vendor.code,
        round_id: request.roundId,
        game_code: request.gameCode,
        currency: wallet.currency,
        wallet: wallet.kind,
        opened_at: ctx.now,
      });
      if (round.status !== 'OPEN') return refusal('ROUND_CLOSED', await ctx.balanceOf(wallet));
      const balance = await moveRoundMoney(ctx, {
        round,
        wallet,
        action: 'bet',
        transactionId: request.transactionId,
        amount: request.amount,
      });
      await updateRound(tx, round.id, {
        stake: round.stake + request.amount,
        bet_count: round.bet_count + 1,
      });
      return ctx.record('bet', request, { currency: wallet.currency }, okAnswer(balance, wallet.currency));
    });
  }

  /**
   * A credit from the vendor's house to the wallet the round's bets came from. Under a launch of the
   * vendor for the member whose session may have ended (within `SETTLE_GRACE_MS`): a vendor settles
   * the rounds it opened.
   */
  win(vendor: GameVendor, request: WinRequest, launch: Launch): Promise<ProviderAnswer> {
    return this.booked(vendor, 'win', request, { launch, mode: 'SETTLE' }, async (ctx) => {
      const { tx, player } = ctx;
      const memberId = player.row.id;
      const round = await lockRound(tx, vendor.code, request.roundId, memberId);
      if (!round) return refusal('TRANSACTION_NOT_FOUND', await ctx.balanceOf(player.wallet));
      const wallet = roundWallet(round);
      if (request.currency !== wallet.currency) return refusal('WRONG_CURRENCY', await ctx.balanceOf(wallet));
      if (round.status !== 'OPEN') return refusal('ROUND_CLOSED', await ctx.balanceOf(wallet));
      const reference = request.referenceTransactionId;
      if (reference !== undefined && !(await this.isStandingBet(tx, vendor, reference, round))) {
        return refusal('TRANSACTION_NOT_FOUND', await ctx.balanceOf(wallet));
      }
      const balance = await moveRoundMoney(ctx, {
        round,
        wallet,
        action: 'win',
        transactionId: request.transactionId,
        amount: request.amount,
      });
      await updateRound(tx, round.id, {
        payout: round.payout + request.amount,
        has_win: true,
        ...(request.roundClosed ? { status: 'CLOSED' as const, closed_at: ctx.now } : {}),
      });
      return ctx.record(
        'win',
        request,
        { currency: wallet.currency, reference },
        okAnswer(balance, wallet.currency),
      );
    });
  }

  /** The reverse of the referenced bet (see `rollbackBet`), under a launch as a win is. */
  rollback(vendor: GameVendor, request: RollbackRequest, launch: Launch): Promise<ProviderAnswer> {
    return this.booked(vendor, 'rollback', request, { launch, mode: 'SETTLE' }, (ctx) =>
      rollbackBet(ctx, request),
    );
  }

  private launchRefused(
    executor: Executor,
    launch: Launch,
    vendor: GameVendor,
    player: Player,
    mode: SessionMode,
  ) {
    return launchRefusal(executor, launch, {
      vendor: vendor.code,
      merchant: player.merchant.id,
      member: player.row.id,
      mode,
      now: this.clock.now(),
    });
  }

  /** A booked bet of this round that no rollback has reversed. */
  private async isStandingBet(tx: Executor, vendor: GameVendor, betId: string, round: GameRoundRow) {
    const bet = await findTransaction(tx, vendor.code, betId);
    if (bet?.action !== 'bet' || bet.status !== 'OK') return false;
    if (bet.member_id !== round.member_id || bet.round_id !== round.round_id) return false;
    return !(await findRollbackOf(tx, vendor.code, betId));
  }

  /**
   * Run a money call exactly once: the replay check, the launch's check, then `work` in one ledger
   * transaction. A shortfall is NOT_ENOUGH_MONEY (nothing is booked, so a retry is weighed afresh).
   */
  private async booked(
    vendor: GameVendor,
    action: MoneyAction,
    request: { user: number; transactionId: string } & Record<string, unknown>,
    session: { launch: Launch; mode: SessionMode },
    work: (ctx: BookingContext) => Promise<ProviderAnswer>,
  ): Promise<ProviderAnswer> {
    const hash = requestHash(action, request);
    // Before the transaction: PGlite has one connection, and the transaction holds it.
    const player = await this.player(request.user, vendor);
    if (!player) return refusal('INVALID_REQUEST');
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.ledger.transaction(async (book) => {
          const tx = book.tx;
          const ctx = this.context(book, vendor, player, hash);
          const replayOf = (existing: ProviderTransactionRow) =>
            existing.status === 'OK' && existing.request_hash === hash
              ? readJson<ProviderAnswer>(existing.response)
              : null;
          const seen = async () => {
            const existing = await findTransaction(tx, vendor.code, request.transactionId);
            if (!existing) return null;
            return replayOf(existing) ?? refusal('DUPLICATE_TRANSACTION', await ctx.balanceOf(player.wallet));
          };
          // A replay gets its stored answer even once the session has ended; anything else is
          // weighed only under the launch, and refused before then without the balance.
          const existing = await findTransaction(tx, vendor.code, request.transactionId);
          const replay = existing && replayOf(existing);
          if (replay) return replay;
          const refused = await this.launchRefused(tx, session.launch, vendor, player, session.mode);
          if (refused) return refusal(refused);
          if (existing) return refusal('DUPLICATE_TRANSACTION', await ctx.balanceOf(player.wallet));
          const answer = await work(ctx);
          if (answer.status === 'OK') return answer;
          // A copy of this call may have committed while this one waited for the round's lock
          // (and now finds the round closed): answer as that copy did.
          return (await seen()) ?? answer;
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'balance.insufficient') {
          return refusal('NOT_ENOUGH_MONEY', await this.betWalletNow(vendor, player, request));
        }
        // A concurrent copy booked first without a ledger leg (a zero amount, a tombstone): the
        // next attempt finds its booking.
        if (isUniqueViolation(error) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** After a refused debit: the balance of the wallet the bet would have used, as it stands. */
  private async betWalletNow(vendor: GameVendor, player: Player, request: Record<string, unknown>) {
    const roundId = typeof request.roundId === 'string' ? request.roundId : '';
    const round = await findRound(this.db, vendor.code, roundId, player.row.id);
    return this.walletBalance(this.db, player, round ? roundWallet(round) : player.wallet);
  }

  private context(book: Book, vendor: GameVendor, player: Player, hash: string): BookingContext {
    const tx = book.tx;
    return {
      book,
      tx,
      vendor,
      player,
      now: this.clock.now(),
      balanceOf: (wallet) => this.walletBalance(tx, player, wallet),
      record: async (action, request, extra, answer) => {
        await insertTransaction(tx, {
          vendor_code: vendor.code,
          transaction_id: request.transactionId,
          action,
          merchant_id: player.merchant.id,
          member_id: player.row.id,
          round_id: request.roundId ?? null,
          game_code: request.gameCode ?? null,
          amount: request.amount ?? 0n,
          currency: extra.currency,
          reference_transaction_id: extra.reference ?? null,
          request_hash: hash,
          status: 'OK',
          response: JSON.stringify(answer),
          created_at: this.clock.now(),
        });
        return answer;
      },
    };
  }
}
