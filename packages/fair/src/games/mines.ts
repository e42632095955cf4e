import { FairInputError, requireInt } from '../errors.js';
import { choose, type Ratio, ratio, ZERO } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';

/** Return to player of any way of playing: each cash-out multiplier is 99 % over its survival chance. */
export const MINES_RTP = 0.99;
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export const MINES_RULES =
  'A 5 x 5 grid hides 1 to 24 mines (you choose how many), placed before your first pick. Reveal ' +
  'tiles one at a time: a mine ends the round and the stake is lost; every safe tile raises the ' +
  'multiplier. Cash out after at least one safe tile to be paid stake x multiplier, rounded down to ' +
  'the minor unit; revealing every safe tile cashes out by itself. After k safe tiles with m mines ' +
  'the multiplier is 0.99 x C(25, k) / C(25 - m, k). Return to player: 99%.';

export interface MinesParams {
  readonly mines: number;
}

export type MinesStatus = 'playing' | 'busted' | 'cashed';

/**
 * A round as plain JSON (the server stores it between requests). `minePositions` is secret while
 * the round is playing: send the member `minesPublicView(state)`.
 */
export interface MinesState {
  readonly mines: number;
  /** Tile indexes 0–24 (row-major), ascending. */
  readonly minePositions: readonly number[];
  /** Safe tiles in the order they were revealed. */
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
  /** The mine that ended a busted round. */
  readonly hitTile: number | null;
}

export type MinesPublicView = Omit<MinesState, 'minePositions'> & {
  readonly minePositions: readonly number[] | null;
};

/** The cash-out multiplier after `safeReveals` safe tiles: 0.99 × C(25, k) / C(25 − m, k), exact. */
export function minesMultiplier(mines: number, safeReveals: number): Ratio {
  requireInt('mines', mines, MINES_MIN, MINES_MAX);
  requireInt('safeReveals', safeReveals, 0, MINES_TILES - mines);
  return ratio(99n * choose(MINES_TILES, safeReveals), 100n * choose(MINES_TILES - mines, safeReveals));
}

export function minesStart(stream: FairStream, params: MinesParams): MinesState {
  const mines = requireInt('mines', params?.mines, MINES_MIN, MINES_MAX);
  const minePositions = stream.pickDistinct(mines, MINES_TILES).sort((a, b) => a - b);
  return { mines, minePositions, revealed: [], status: 'playing', hitTile: null };
}

function requirePlaying(state: MinesState): void {
  if (state.status !== 'playing') throw new FairInputError('fair.round.over', 'the round has ended');
}

export function minesReveal(state: MinesState, tile: number): MinesState {
  requirePlaying(state);
  requireInt('tile', tile, 0, MINES_TILES - 1);
  if (state.revealed.includes(tile)) {
    throw new FairInputError('fair.params.invalid', 'tile is already revealed', { tile });
  }
  if (state.minePositions.includes(tile)) return { ...state, status: 'busted', hitTile: tile };
  const revealed = [...state.revealed, tile];
  const cleared = revealed.length === MINES_TILES - state.mines;
  return { ...state, revealed, status: cleared ? 'cashed' : 'playing' };
}

export function minesCashout(state: MinesState): MinesState {
  requirePlaying(state);
  if (state.revealed.length === 0) {
    throw new FairInputError('fair.round.nothing.to.cash', 'reveal a safe tile before cashing out');
  }
  return { ...state, status: 'cashed' };
}

/**
 * What the stake is multiplied by: the paid multiplier of a cashed round, zero for a busted one,
 * and for a round in play what a cash-out would pay now (zero before the first safe tile).
 */
export function minesMultiplierOf(state: MinesState): Ratio {
  if (state.status === 'busted' || state.revealed.length === 0) return ZERO;
  return minesMultiplier(state.mines, state.revealed.length);
}

export function minesPublicView(state: MinesState): MinesPublicView {
  return { ...state, minePositions: state.status === 'playing' ? null : [...state.minePositions] };
}

export interface MinesVerifyParams extends MinesParams {
  /** The tiles the member picked, in order. */
  readonly picks: readonly number[];
}

/**
 * Replays a past round: the mines from the seeds, then the picks; a round still in play after its
 * picks is cashed out (that is how it ended), unless nothing was revealed.
 */
export function verifyMines(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: MinesVerifyParams,
): MinesState {
  let state = minesStart(fairStream(serverSeed, clientSeed, nonce), params);
  for (const tile of params.picks) state = minesReveal(state, tile);
  return state.status === 'playing' && state.revealed.length > 0 ? minesCashout(state) : state;
}
