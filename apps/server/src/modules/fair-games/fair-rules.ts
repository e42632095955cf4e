import type { FairGame, FairOutcome, FairParams } from '@tessera/contracts';
import {
  diceMultiplier,
  FairInputError,
  type FairStream,
  fairStream,
  kenoMultiplier,
  type MinesState,
  minesMultiplierOf,
  minesPublicView,
  minesStart,
  payoutOf,
  playDice,
  playKeno,
  playPlinko,
  playSlot,
  plinkoMultipliers,
  type Ratio,
  ratio,
  SLOT_LINES,
  type SlotLineWin,
  ZERO,
} from '@tessera/fair';
import { AppError } from '../../http/app-error.js';

/**
 * The five in-house games as the server stores and shows them, on top of `@tessera/fair`. A round's
 * state is what the game drew (JSON, kept in `fair_rounds.state`); multipliers are never stored but
 * recomputed from the state and the params by the package's own functions, so a verifier running
 * the package on the revealed seeds gets the same numbers.
 */

/** Each game's code in the catalog (vendor BGS): the provider round and the bet records use it. */
export const CATALOG_CODES: Readonly<Record<FairGame, string>> = {
  dice: 'DICE',
  mines: 'MINES',
  plinko: 'PLINKO',
  keno: 'KENO',
  slot: 'SLOT5',
};

export type FairState =
  | { game: 'dice'; roll: number; win: boolean }
  | ({ game: 'mines' } & MinesState)
  | { game: 'plinko'; path: number[]; bucket: number }
  | { game: 'keno'; drawn: number[]; hits: number[] }
  | { game: 'slot'; stops: number[]; grid: string[][]; wins: SlotLineWin[] };

type ParamsOf<G extends FairGame> = Extract<FairParams, { game: G }>;
export type MinesRound = Extract<FairState, { game: 'mines' }>;

/** The package refuses with `FairInputError`; the member sees our envelope error with its message. */
export function fairInput<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof FairInputError) throw new AppError(error.code, { detail: error.message });
    throw error;
  }
}

/** Draw a round from its stream: a whole outcome, or a Mines board before the first pick. */
export function drawState(stream: FairStream, params: FairParams): FairState {
  return fairInput((): FairState => {
    switch (params.game) {
      case 'dice': {
        const { roll, win } = playDice(stream, params);
        return { game: 'dice', roll, win };
      }
      case 'mines':
        return { game: 'mines', ...minesStart(stream, params) };
      case 'plinko': {
        const { path, bucket } = playPlinko(stream, params);
        return { game: 'plinko', path: [...path], bucket };
      }
      case 'keno': {
        const { drawn, hits } = playKeno(stream, params);
        return { game: 'keno', drawn: [...drawn], hits: [...hits] };
      }
      case 'slot': {
        const { stops, grid, wins } = playSlot(stream);
        return { game: 'slot', stops: [...stops], grid: grid.map((reel) => [...reel]), wins: [...wins] };
      }
    }
  });
}

/** A fixed seed that only checks params: the games refuse bad ones before drawing anything. */
const PROBE_SEED = '0'.repeat(64);

/** Throws the package's refusal (as `fair.params.invalid` with its detail) for params a game refuses. */
export function checkParams(params: FairParams): void {
  drawState(fairStream(PROBE_SEED, 'probe', 0), params);
}

/** What the stake is multiplied by: the game's pay, or for a Mines round in play its cash-out now. */
export function multiplierOf(params: FairParams, state: FairState): Ratio {
  switch (state.game) {
    case 'dice':
      return state.win ? diceMultiplier(params as ParamsOf<'dice'>) : ZERO;
    case 'mines':
      return minesMultiplierOf(state);
    case 'plinko':
      return plinkoMultipliers(params as ParamsOf<'plinko'>)[state.bucket]!;
    case 'keno':
      return kenoMultiplier((params as ParamsOf<'keno'>).picks.length, state.hits.length);
    case 'slot':
      return ratio(
        state.wins.reduce((sum, win) => sum + win.pay, 0),
        SLOT_LINES.length,
      );
  }
}

/** Whether the round's outcome is final (only a Mines round can still be in play). */
export function isOver(state: FairState): boolean {
  return state.game !== 'mines' || state.status !== 'playing';
}

export function isMinesInPlay(state: FairState | null): state is MinesRound {
  return state?.game === 'mines' && state.status === 'playing';
}

/** What the member may see: everything but the mine positions of a round still in play. */
export function outcomeOf(state: FairState): FairOutcome {
  switch (state.game) {
    case 'dice':
      return { game: 'dice', roll: state.roll, win: state.win };
    case 'mines': {
      const view = minesPublicView(state);
      return {
        game: 'mines',
        revealed: [...view.revealed],
        status: view.status,
        hitTile: view.hitTile,
        minePositions: view.minePositions ? [...view.minePositions] : null,
      };
    }
    case 'plinko':
      return { game: 'plinko', path: state.path, bucket: state.bucket };
    case 'keno':
      return { game: 'keno', drawn: state.drawn, hits: state.hits };
    case 'slot':
      return { game: 'slot', stops: state.stops, grid: state.grid, wins: state.wins };
  }
}

/** The payout in minor units: ⌊stake × multiplier⌋, never above the cap (FAIR_MAX_WIN). */
export function cappedPayout(
  stake: bigint,
  multiplier: Ratio,
  cap: bigint,
): { payout: bigint; capped: boolean } {
  const payout = fairInput(() => payoutOf(stake, multiplier));
  return payout > cap ? { payout: cap, capped: true } : { payout, capped: false };
}
