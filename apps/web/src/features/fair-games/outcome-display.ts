import type { FairGame } from '@tessera/contracts';
import {
  type DiceParams,
  diceMultiplier,
  diceWinningRolls,
  FAIR_GAMES,
  formatMultiplier,
  KENO_NUMBERS,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  SLOT_LINES,
  SLOT_REELS,
  SLOT_ROWS,
} from '@tessera/fair';

/** How a round's numbers read on screen: pure mappings from outcomes to what each board draws. */

/** Hundredths as text: 5000 → "50.00" (dice targets and rolls). */
export const hundredthsText = (value: number): string => (value / 100).toFixed(2);

/**
 * A wire multiplier (a display number) as `1.98×`: rounded down to four decimals like the game's
 * own figures (never more than is paid), trailing zeros dropped after the second.
 */
export function multiplierText(multiplier: number): string {
  // The epsilon keeps 0.29 × 10000 = 2899.9999… from reading as 0.2899.
  const floored = Math.floor(multiplier * 10_000 + 1e-6) / 10_000;
  return `${floored.toFixed(4).replace(/(\.\d{2}\d*?)0+$/u, '$1')}×`;
}

export interface DiceTerms {
  /** Win chance in percent, two decimals: "49.99". */
  chance: string;
  /** The win multiplier, rounded down to four decimals: "1.9804". */
  multiplier: string;
}

/** The chance and multiplier a dice bet offers, shown beside the slider. */
export function diceTerms(params: DiceParams): DiceTerms {
  return {
    chance: hundredthsText(diceWinningRolls(params)),
    multiplier: formatMultiplier(diceMultiplier(params), 4),
  };
}

/** The mine counts a member may choose, 1 to 24. */
export const MINE_COUNTS: readonly number[] = Array.from(
  { length: MINES_MAX - MINES_MIN + 1 },
  (_, index) => MINES_MIN + index,
);

export type MinesTile =
  | 'hidden'
  /** A safe tile the member revealed. */
  | 'gem'
  /** The mine that ended the round. */
  | 'boom'
  /** After the round: a mine the member did not touch. */
  | 'mine'
  /** After the round: a safe tile left covered. */
  | 'gem-dim';

/** The 25 tiles of a Mines board, row-major; mine positions are known only once the round is over. */
export function minesTiles(outcome: {
  revealed: readonly number[];
  hitTile: number | null;
  minePositions: readonly number[] | null;
}): MinesTile[] {
  const revealed = new Set(outcome.revealed);
  const mines = new Set(outcome.minePositions ?? []);
  const over = outcome.minePositions !== null;
  return Array.from({ length: MINES_TILES }, (_, tile) => {
    if (tile === outcome.hitTile) return 'boom';
    if (revealed.has(tile)) return 'gem';
    if (!over) return 'hidden';
    return mines.has(tile) ? 'mine' : 'gem-dim';
  });
}

/**
 * The ball's x position (in bucket widths) as it meets each row of pegs, then in its bucket.
 * It starts above the middle; every bounce moves it half a bucket; it ends at `bucket + 0.5`.
 */
export function plinkoBallXs(path: readonly number[], rows: number): number[] {
  const xs = [(rows + 1) / 2];
  for (const step of path) xs.push(xs[xs.length - 1]! + (step === 1 ? 0.5 : -0.5));
  return xs;
}

/** The pegs of a board, row by row: row r holds r + 3 pegs centred over the rows + 1 buckets. */
export function plinkoPegs(rows: number): { x: number; row: number }[] {
  const centre = (rows + 1) / 2;
  const pegs: { x: number; row: number }[] = [];
  for (let row = 0; row < rows; row++) {
    const count = row + 3;
    for (let j = 0; j < count; j++) pegs.push({ x: centre - (count - 1) / 2 + j, row });
  }
  return pegs;
}

export type KenoCell = 'idle' | 'picked' | 'drawn' | 'hit';

/** The 40 numbers of a Keno board (index 0 is number 1), given the draws shown so far. */
export function kenoCells(picks: readonly number[], drawnShown: readonly number[]): KenoCell[] {
  const picked = new Set(picks);
  const drawn = new Set(drawnShown);
  return Array.from({ length: KENO_NUMBERS }, (_, index) => {
    const number = index + 1;
    if (drawn.has(number)) return picked.has(number) ? 'hit' : 'drawn';
    return picked.has(number) ? 'picked' : 'idle';
  });
}

/** `count` different numbers from 1 to 40, uniformly (the auto-pick button; not the game's draw). */
export function randomKenoPicks(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** The grid cells ("reel:row") that a round's winning lines run through, for the highlight. */
export function slotWinningCells(wins: readonly { line: number; count: number }[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const rows = SLOT_LINES[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/** A reel's column for any stop (top row first), to draw idle reels and spins. */
export function slotColumn(reel: number, stop: number): string[] {
  const strip = SLOT_REELS[reel]!;
  return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
}

/** A Plinko bucket's pay (hundredths of the stake) in the few characters a bucket has: 5.54, 26, 1000. */
export function bucketText(hundredths: number): string {
  if (hundredths >= 10_000) return String(Math.floor(hundredths / 100));
  if (hundredths >= 1_000) return (Math.floor(hundredths / 10) / 10).toString();
  return (hundredths / 100).toString();
}

/** The points a Plinko ball passes through: above the board, on each row's peg, in its bucket. */
export function plinkoBallPoints(path: readonly number[], rows: number): { x: number; y: number }[] {
  const xs = plinkoBallXs(path, rows);
  return [
    { x: xs[0]!, y: 0.2 },
    ...path.map((_, row) => ({ x: xs[row]!, y: plinkoRowY(row) - 0.38 })),
    { x: xs[rows]!, y: rows + 0.75 },
  ];
}

/** The height of a row of pegs on the board (one unit apart, the first a unit down). */
export const plinkoRowY = (row: number): number => 1 + row;

/** A game's published RTP as a percentage with two decimals: "99.00%", "96.47%". */
export function rtpText(game: FairGame): string {
  const rtp = FAIR_GAMES.find((info) => info.code === game)?.rtp ?? 0;
  return `${(Math.round(rtp * 10_000) / 100).toFixed(2)}%`;
}
