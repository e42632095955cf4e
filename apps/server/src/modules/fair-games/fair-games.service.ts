import type { FairGame, FairParams, FairRound, SeedState } from '@tessera/contracts';
import { fairStream, type MinesState, minesCashout, minesReveal } from '@tessera/fair';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Player } from '../provider/provider-booking.js';
import type { Merchant } from '../site/merchant.js';
import {
  deleteReservation,
  type FairRoundRow,
  findRoundByRequest,
  findRoundView,
  findStranded,
  findUnsettledMines,
  insertRound,
  listRoundViews,
  lockRound,
  setNextNonce,
  settleRound,
  updateRound,
} from './fair-games.repo.js';
import type { FairMoney } from './fair-money.js';
import {
  cappedPayout,
  checkParams,
  drawState,
  fairInput,
  isMinesInPlay,
  isOver,
  type MinesRound,
  multiplierOf,
} from './fair-rules.js';
import { paramsOf, stateOf, toFairRound } from './round-view.js';
import type { FairSeeds, SeedOwner } from './seed-pairs.js';

/** The member a call is for, with the brand of the request. */
export interface FairMember {
  merchant: Merchant;
  memberId: number;
}

export interface RoundAndBalance {
  round: FairRound;
  /** The wallet the game played from, major units. */
  balance: number;
}

/** What a play asked for; `stake` in minor units. */
interface Play {
  requestId: string;
  stake: bigint;
  params: FairParams;
  currency: string;
}

/** A play left unfinished this long (its process stopped) is finished by `settleStranded`. */
export const STRANDED_AFTER_MS = 60_000;
const STRANDED_BATCH = 100;

const ownerOf = (player: Player): SeedOwner => ({ merchantId: player.merchant.id, memberId: player.row.id });
const playOf = (round: FairRoundRow): Play => ({
  requestId: round.request_id,
  stake: round.stake,
  params: paramsOf(round),
  currency: round.currency,
});

/** Key order does not matter when a retried play is compared with the first (jsonb reorders keys). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The in-house provably fair games (domain.md §4, decision 0014). A play is four steps, each a
 * replay when repeated, keyed by the member's requestId: reserve the round (params and stake), take
 * the stake (a provider bet), draw (one transaction holding the seed pair's lock: the next nonce, the
 * outcome, the round), settle (a provider win that closes the round). A retry with the same
 * requestId resumes where the first attempt stopped; a refused stake removes the reservation and
 * burns no nonce; `settleStranded` finishes plays whose process stopped between steps.
 */
export class FairGames {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly money: FairMoney,
    private readonly seeds: FairSeeds,
  ) {}

  seedState(member: FairMember): Promise<SeedState> {
    return this.seeds.state({ merchantId: member.merchant.id, memberId: member.memberId });
  }

  /** Reveal the server seed and open the next pair; refused while a Mines round is open. */
  async rotate(member: FairMember, clientSeed: string | undefined): Promise<SeedState> {
    const player = await this.money.player(member.memberId);
    await this.finishMines(player);
    return this.seeds.rotate(ownerOf(player), clientSeed);
  }

  async play(
    member: FairMember,
    request: { requestId: string; stake: number; params: FairParams },
  ): Promise<RoundAndBalance> {
    const stake = this.money.stakeOf(member.merchant, request.stake);
    checkParams(request.params);
    const player = await this.money.player(member.memberId);
    if (request.params.game === 'mines') await this.finishMines(player);
    const play = { ...request, stake, currency: player.wallet.currency };
    let round = await this.reserve(player, play);
    if (round.nonce === null) {
      await this.takeStake(player, round);
      round = await this.draw(player, play);
    }
    return this.answer(player, await this.settleIfOver(player, round));
  }

  /** Reveal a tile of an open Mines round: a mine ends it with nothing paid, the last safe tile cashes out. */
  reveal(member: FairMember, roundId: string, tile: number): Promise<RoundAndBalance> {
    return this.moveMines(member, roundId, (state) =>
      isMinesInPlay(state) ? fairInput(() => minesReveal(state, tile)) : null,
    );
  }

  cashOut(member: FairMember, roundId: string): Promise<RoundAndBalance> {
    return this.moveMines(member, roundId, (state) => {
      if (state.status === 'cashed') return state; // a cash-out whose payout is still to book
      return isMinesInPlay(state) ? fairInput(() => minesCashout(state)) : null;
    });
  }

  /** The open Mines round to resume, if any. */
  async active(member: FairMember): Promise<{ round: FairRound | null }> {
    const player = await this.money.player(member.memberId);
    await this.finishMines(player);
    const round = await findUnsettledMines(this.db, member.memberId);
    if (!round || !isMinesInPlay(stateOf(round))) return { round: null };
    return { round: await this.view(player, round) };
  }

  async rounds(
    member: FairMember,
    query: { game?: FairGame | undefined; pageNo: number; pageSize: number },
  ): Promise<{ list: FairRound[]; total: number; pageNo: number; pageSize: number }> {
    const { rows, total } = await listRoundViews(this.db, member.memberId, query);
    const scale = member.merchant.currencyScale;
    return {
      list: rows.map((row) => toFairRound(row, scale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async round(member: FairMember, id: string): Promise<{ round: FairRound }> {
    const row = await findRoundView(this.db, member.memberId, BigInt(id));
    // Another member's round is as unknown as one that does not exist.
    if (!row) throw new AppError('fair.round.not.found');
    return { round: toFairRound(row, member.merchant.currencyScale) };
  }

  /**
   * Finish plays whose process stopped between steps before `now - STRANDED_AFTER_MS`: a
   * reservation whose stake was taken is drawn and settled, one whose stake was not is removed; a
   * round drawn and over is paid. Each step is the play's own, so a live retry racing this is a replay.
   */
  async settleStranded(now: Date): Promise<number> {
    const rows = await findStranded(this.db, new Date(now.getTime() - STRANDED_AFTER_MS), STRANDED_BATCH);
    let failure: unknown = null;
    for (const round of rows) {
      try {
        await this.recover(await this.money.player(round.member_id), round);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return rows.length;
  }

  private async recover(player: Player, stranded: FairRoundRow): Promise<void> {
    let round = stranded;
    if (round.nonce === null) {
      if (!(await this.money.stakeTaken(round))) return deleteReservation(this.db, round.id);
      round = await this.draw(player, playOf(round));
    }
    await this.settleIfOver(player, round);
  }

  /**
   * Step 1, under the seed pair's lock (the member's queue): the round of this requestId if there
   * is one (a retry), else a new reservation. At most one Mines round is open at a time.
   */
  private reserve(player: Player, play: Play): Promise<FairRoundRow> {
    const owner = ownerOf(player);
    return this.db.transaction().execute(async (tx) => {
      await this.seeds.active(tx, owner, true);
      const earlier = await findRoundByRequest(tx, owner.memberId, play.requestId);
      if (earlier) {
        const same = earlier.stake === play.stake && canonical(paramsOf(earlier)) === canonical(play.params);
        if (!same) throw new AppError('transfer.id.conflict');
        return earlier;
      }
      if (play.params.game === 'mines' && (await findUnsettledMines(tx, owner.memberId))) {
        throw new AppError('fair.round.open');
      }
      return insertRound(tx, this.reservation(owner, play));
    });
  }

  private reservation(owner: SeedOwner, play: Play) {
    return {
      merchant_id: owner.merchantId,
      member_id: owner.memberId,
      game: play.params.game,
      params: JSON.stringify(play.params),
      currency: play.currency,
      stake: play.stake,
      request_id: play.requestId,
      created_at: this.clock.now(),
    };
  }

  /** Step 2: the stake. A refused stake removes the reservation: no round is left half done. */
  private async takeStake(player: Player, round: FairRoundRow): Promise<void> {
    try {
      await this.money.bet(player, round);
    } catch (error) {
      if (error instanceof AppError) await deleteReservation(this.db, round.id);
      throw error;
    }
  }

  /**
   * Step 3, one transaction holding the active pair's row lock, so concurrent plays of a member
   * take distinct nonces: the next nonce, the outcome drawn from it, the round. Only ever after the
   * stake is taken, so the outcome is fixed after the money is.
   */
  private draw(player: Player, play: Play): Promise<FairRoundRow> {
    const owner = ownerOf(player);
    return this.db.transaction().execute(async (tx) => {
      const pair = await this.seeds.active(tx, owner, true);
      const found = await findRoundByRequest(tx, owner.memberId, play.requestId);
      const reserved = found && (await lockRound(tx, owner.memberId, found.id));
      if (reserved && reserved.nonce !== null) return reserved;
      const nonce = pair.next_nonce;
      const state = drawState(fairStream(pair.server_seed, pair.client_seed, nonce), play.params);
      await setNextNonce(tx, pair.id, nonce + 1);
      const drawn = { seed_pair_id: pair.id, nonce, state: JSON.stringify(state) };
      if (reserved) return updateRound(tx, reserved.id, drawn);
      // The reservation was removed (a refused copy of this play, or the stranded sweep) after
      // this play's stake was taken: the stake stands, so the round is played.
      return insertRound(tx, { ...this.reservation(owner, play), ...drawn });
    });
  }

  /** Step 4: once the outcome is final, pay it (capped) and close the provider round. */
  private async settleIfOver(player: Player, round: FairRoundRow): Promise<FairRoundRow> {
    const state = stateOf(round);
    if (round.status === 'SETTLED' || !state || !isOver(state)) return round;
    const multiplier = multiplierOf(paramsOf(round), state);
    const { payout, capped } = cappedPayout(round.stake, multiplier, this.money.maxWin(player.merchant));
    await this.money.win(player, round, payout);
    const settled = await settleRound(this.db, round.id, { payout, capped, settled_at: this.clock.now() });
    return settled ?? (await findRoundByRequest(this.db, round.member_id, round.request_id))!;
  }

  /**
   * A move on an open Mines round under its row lock: `move` answers the next state, or null when
   * the round is over (it is then settled if its payout is still to book, and refused).
   */
  private async moveMines(
    member: FairMember,
    roundId: string,
    move: (state: MinesRound) => MinesState | null,
  ): Promise<RoundAndBalance> {
    const player = await this.money.player(member.memberId);
    const { round, over } = await this.db.transaction().execute(async (tx) => {
      const locked = await this.lockMines(tx, member.memberId, roundId);
      const state = stateOf(locked) as MinesRound;
      const next = move(state);
      if (!next) return { round: locked, over: true };
      const saved = await updateRound(tx, locked.id, { state: JSON.stringify({ game: 'mines', ...next }) });
      return { round: saved, over: false };
    });
    const settled = await this.settleIfOver(player, round);
    if (over) throw new AppError('fair.round.over');
    return this.answer(player, settled);
  }

  private async lockMines(tx: Executor, memberId: number, roundId: string): Promise<FairRoundRow> {
    const round = await lockRound(tx, memberId, BigInt(roundId));
    if (!round || round.nonce === null) throw new AppError('fair.round.not.found');
    if (round.game !== 'mines' || round.status === 'SETTLED') throw new AppError('fair.round.over');
    return round;
  }

  /**
   * The member's unsettled Mines round, finished if its outcome is final (its payout was not
   * booked) or if it is a reservation left behind; one in play stays.
   */
  private async finishMines(player: Player): Promise<void> {
    const round = await findUnsettledMines(this.db, player.row.id);
    if (!round) return;
    const state = stateOf(round);
    if (state) {
      if (!isMinesInPlay(state)) await this.settleIfOver(player, round);
      return;
    }
    if (this.clock.now().getTime() - round.created_at.getTime() >= STRANDED_AFTER_MS) {
      await this.recover(player, round);
    }
  }

  private async view(player: Player, round: FairRoundRow): Promise<FairRound> {
    const row = await findRoundView(this.db, player.row.id, round.id);
    if (!row) throw new Error(`fair round ${round.id} has not been drawn`);
    return toFairRound(row, player.merchant.currencyScale);
  }

  private async answer(player: Player, round: FairRoundRow): Promise<RoundAndBalance> {
    return { round: await this.view(player, round), balance: await this.money.balance(player) };
  }
}
