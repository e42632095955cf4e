import { type Ratio, ratio } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';
import { SLOT_LINES, SLOT_PAYS, SLOT_REELS, SLOT_ROWS, type SlotSymbol } from './slot-machine.js';

/**
 * Return to player, exact: every line reads one stop per reel, each stop is uniform over its strip
 * and the reels are independent, so every line has the same expected pay. slot.test.ts sums it over
 * the strips' symbol counts: 32,371,324 / 32^5 per line bet (= 8,092,831 / 2^23).
 */
export const SLOT_RTP = 0.9647406339645386;

export const SLOT_RULES =
  'Five reels, three rows and 20 fixed paylines; the stake is split evenly over the lines. Each ' +
  'reel stops at a position drawn uniformly from its 32-stop strip. A line pays for 3, 4 or 5 of a ' +
  'kind from the leftmost reel; WILD stands in for any symbol and five WILDs pay the most. Each ' +
  'line pays its best win only, all line wins add up, and the total is rounded down to the minor ' +
  'unit. Return to player: 96.47%.';

export interface SlotLineWin {
  /** Line index in SLOT_LINES (0-based). */
  readonly line: number;
  readonly symbol: SlotSymbol;
  readonly count: 3 | 4 | 5;
  /** In line bets. */
  readonly pay: number;
}

export interface SlotOutcome {
  /** The strip index at the top row of each reel. */
  readonly stops: readonly number[];
  /** grid[reel][row], row 0 at the top. */
  readonly grid: readonly (readonly SlotSymbol[])[];
  readonly wins: readonly SlotLineWin[];
  /** Sum of line pays over the number of lines (the stake is all lines' bets). */
  readonly multiplier: Ratio;
}

/**
 * The best pay of one line's five symbols: leading WILDs pay as WILDs, or stand in for the first
 * other symbol, whichever pays more. Null when the line does not win.
 */
export function slotLinePay(symbols: readonly SlotSymbol[]): Omit<SlotLineWin, 'line'> | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  const wildPay = wilds >= 3 ? SLOT_PAYS.WILD[wilds - 3]! : 0;
  let best: Omit<SlotLineWin, 'line'> | null =
    wilds >= 3 ? { symbol: 'WILD', count: wilds as 3 | 4 | 5, pay: wildPay } : null;
  if (wilds < symbols.length) {
    const symbol = symbols[wilds]!;
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'WILD')) count++;
    const pay = count >= 3 ? SLOT_PAYS[symbol][count - 3]! : 0;
    if (pay > wildPay) best = { symbol, count: count as 3 | 4 | 5, pay };
  }
  return best;
}

export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_REELS.map((strip, reel) => {
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) column.push(strip[(stops[reel]! + row) % strip.length]!);
    return column;
  });
}

export function playSlot(stream: FairStream): SlotOutcome {
  const stops = SLOT_REELS.map((strip) => stream.int(strip.length));
  const grid = slotGrid(stops);
  const wins: SlotLineWin[] = [];
  const symbols: SlotSymbol[] = [];
  SLOT_LINES.forEach((rows, line) => {
    // One reused array for the line's symbols: this runs 20 times a spin, 10^6 spins in the tests.
    for (let reel = 0; reel < rows.length; reel++) symbols[reel] = grid[reel]![rows[reel]!]!;
    const win = slotLinePay(symbols);
    if (win) wins.push({ line, ...win });
  });
  const total = wins.reduce((sum, win) => sum + win.pay, 0);
  return { stops, grid, wins, multiplier: ratio(total, SLOT_LINES.length) };
}

export function verifySlot(serverSeed: string, clientSeed: string, nonce: number): SlotOutcome {
  return playSlot(fairStream(serverSeed, clientSeed, nonce));
}
