import type { FairOutcome, FairParams } from '@tessera/contracts';
import {
  minesMultiplierOf,
  type Ratio,
  verifyDice,
  verifyKeno,
  verifyMines,
  verifyPlinko,
  verifySlot,
} from '@tessera/fair';

/** Everything a round's outcome is computed from. */
export interface RoundInputs {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: FairParams;
  /** Mines only: the tiles picked, in order (the last one is the mine of a busted round). */
  minesPicks?: readonly number[];
}

export interface Recomputed {
  /** In the wire shape the server answers, so the two compare field by field. */
  outcome: FairOutcome;
  multiplier: Ratio;
}

/**
 * Recomputes a round in the browser with the same package the server settles with. Throws the
 * package's FairInputError on a malformed seed, nonce or parameter.
 */
export function recompute({
  serverSeed,
  clientSeed,
  nonce,
  params,
  minesPicks = [],
}: RoundInputs): Recomputed {
  switch (params.game) {
    case 'dice': {
      const { roll, win, multiplier } = verifyDice(serverSeed, clientSeed, nonce, params);
      return { outcome: { game: 'dice', roll, win }, multiplier };
    }
    case 'mines': {
      const state = verifyMines(serverSeed, clientSeed, nonce, { mines: params.mines, picks: minesPicks });
      return {
        outcome: {
          game: 'mines',
          revealed: [...state.revealed],
          status: state.status,
          hitTile: state.hitTile,
          minePositions: [...state.minePositions],
        },
        multiplier: minesMultiplierOf(state),
      };
    }
    case 'plinko': {
      const { path, bucket, multiplier } = verifyPlinko(serverSeed, clientSeed, nonce, params);
      return { outcome: { game: 'plinko', path: [...path], bucket }, multiplier };
    }
    case 'keno': {
      const { drawn, hits, multiplier } = verifyKeno(serverSeed, clientSeed, nonce, params);
      return { outcome: { game: 'keno', drawn: [...drawn], hits: [...hits] }, multiplier };
    }
    case 'slot': {
      const { stops, grid, wins, multiplier } = verifySlot(serverSeed, clientSeed, nonce);
      return {
        outcome: {
          game: 'slot',
          stops: [...stops],
          grid: grid.map((column) => [...column]),
          wins: wins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count, pay: win.pay })),
        },
        multiplier,
      };
    }
  }
}

/** The picks that replay a Mines round: the safe tiles in order, then the mine that ended it. */
export function minesPicksOf(outcome: { revealed: readonly number[]; hitTile: number | null }): number[] {
  return outcome.hitTile === null ? [...outcome.revealed] : [...outcome.revealed, outcome.hitTile];
}
