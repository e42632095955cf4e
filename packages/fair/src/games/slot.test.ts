import { describe, expect, it } from 'vitest';
import { ratio, ratioToNumber } from '../ratio.js';
import { fairStream } from '../stream.js';
import { describeRun, SIGMAS, SIMULATION_ROUNDS, simulate } from '../testing/simulate.js';
import { playSlot, SLOT_RTP, SLOT_RULES, slotGrid, slotLinePay, verifySlot } from './slot.js';
import {
  SLOT_LINES,
  SLOT_PAYS,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from './slot-machine.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const line = (text: string): SlotSymbol[] => text.split(' ') as SlotSymbol[];

/**
 * The exact distribution of one line's pay. A line reads one stop per reel; each reel's stop is
 * uniform over its strip and reels are independent, so the line's five symbols are independent
 * with each reel's symbol counts: sum over the 7^5 symbol sequences weighted by those counts.
 * Every line has this same distribution, so the RTP (pay per line bet) is its mean.
 */
function lineDistribution(): { num: bigint; den: bigint; second: bigint } {
  const counts = SLOT_REELS.map((strip) =>
    SLOT_SYMBOLS.map((s) => BigInt(strip.filter((x) => x === s).length)),
  );
  let num = 0n;
  let second = 0n;
  const walk = (reel: number, symbols: SlotSymbol[], weight: bigint): void => {
    if (reel === SLOT_REELS.length) {
      const pay = BigInt(slotLinePay(symbols)?.pay ?? 0);
      num += weight * pay;
      second += weight * pay * pay;
      return;
    }
    SLOT_SYMBOLS.forEach((symbol, i) => {
      const count = counts[reel]![i]!;
      if (count > 0n) walk(reel + 1, [...symbols, symbol], weight * count);
    });
  };
  walk(0, [], 1n);
  const den = SLOT_REELS.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { num, den, second };
}

describe('slot', () => {
  it('stops each reel at int(strip length) and replays through verify', () => {
    const outcome = playSlot(fairStream(SERVER, 'slot', 0));
    // Frozen vector: a change here breaks every past verification.
    expect(outcome.stops).toEqual([14, 11, 20, 13, 4]);
    expect(outcome.grid).toEqual(slotGrid(outcome.stops));
    expect(verifySlot(SERVER, 'slot', 0)).toEqual(outcome);
    for (let nonce = 0; nonce < 200; nonce++) {
      const spin = verifySlot(SERVER, 'slot', nonce);
      const total = spin.wins.reduce((sum, win) => sum + win.pay, 0);
      expect(spin.multiplier).toEqual(ratio(total, SLOT_LINES.length));
      for (const win of spin.wins) {
        expect(win).toEqual({
          line: win.line,
          ...slotLinePay(SLOT_LINES[win.line]!.map((row, reel) => spin.grid[reel]![row]!)),
        });
      }
    }
  });

  it('reads three rows from each stop, wrapping around the strip', () => {
    const last = SLOT_REELS.map((strip) => strip.length - 1);
    const grid = slotGrid(last);
    SLOT_REELS.forEach((strip, reel) => {
      expect(grid[reel]).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
    expect(grid[0]).toHaveLength(SLOT_ROWS);
  });

  it('pays the best of each line from the leftmost reel, with wilds standing in', () => {
    expect(slotLinePay(line('LEMON LEMON LEMON LEMON LEMON'))).toEqual({
      symbol: 'LEMON',
      count: 5,
      pay: 25,
    });
    expect(slotLinePay(line('WILD WILD LEMON LEMON CHERRY'))).toEqual({ symbol: 'LEMON', count: 4, pay: 8 });
    expect(slotLinePay(line('WILD WILD WILD SEVEN SEVEN'))).toEqual({ symbol: 'SEVEN', count: 5, pay: 500 });
    expect(slotLinePay(line('WILD WILD WILD WILD LEMON'))).toEqual({ symbol: 'WILD', count: 4, pay: 250 });
    expect(slotLinePay(line('WILD WILD WILD LEMON PLUM'))).toEqual({ symbol: 'WILD', count: 3, pay: 50 });
    expect(slotLinePay(line('WILD WILD WILD WILD WILD'))).toEqual({ symbol: 'WILD', count: 5, pay: 1000 });
    expect(slotLinePay(line('CHERRY WILD CHERRY PLUM CHERRY'))).toEqual({
      symbol: 'CHERRY',
      count: 3,
      pay: 5,
    });
    expect(slotLinePay(line('BELL BELL PLUM BELL BELL'))).toBeNull();
    expect(slotLinePay(line('PLUM BELL BELL BELL BELL'))).toBeNull();
    expect(slotLinePay(line('WILD WILD PLUM LEMON LEMON'))).toEqual({ symbol: 'PLUM', count: 3, pay: 4 });
    expect(slotLinePay(line('WILD PLUM LEMON LEMON LEMON'))).toBeNull();
  });

  it('has an exact RTP equal to the published one, within 94–97 %', () => {
    expect(SLOT_LINES).toHaveLength(20);
    expect(new Set(SLOT_LINES.map((rows) => rows.join(''))).size).toBe(20);
    expect(SLOT_REELS.every((strip) => strip.length === 32)).toBe(true);
    expect(Object.keys(SLOT_PAYS).sort()).toEqual([...SLOT_SYMBOLS].sort());
    const { num, den } = lineDistribution();
    expect(den).toBe(32n ** 5n);
    expect(num).toBe(32_371_324n);
    expect(Number(num) / Number(den)).toBe(SLOT_RTP);
    expect(SLOT_RTP).toBeGreaterThan(0.94);
    expect(SLOT_RTP).toBeLessThan(0.97);
    expect(SLOT_RULES).toContain(`${(SLOT_RTP * 100).toFixed(2)}%`);
  });

  it(`lands within ${SIGMAS} sigma of the published RTP over 10^6 spins`, () => {
    const run = simulate(SIMULATION_ROUNDS, (stream) => ratioToNumber(playSlot(stream).multiplier));
    // A spin's multiplier is the mean of 20 lines that share stops, so its variance has no short
    // closed form; the tolerance uses the run's own sample variance. That variance can never exceed
    // one line's (Cauchy–Schwarz: Var(mean of lines) <= max line variance), which is exact here.
    const { num, den, second } = lineDistribution();
    const lineMean = Number(num) / Number(den);
    const lineVariance = Number(second) / Number(den) - lineMean ** 2; // ≈ 37
    expect(run.variance).toBeLessThan(lineVariance);
    const allowed = (SIGMAS * Math.sqrt(run.variance)) / Math.sqrt(SIMULATION_ROUNDS); // sd ≈ 1.6: ≈ 0.008
    expect(Math.abs(run.mean - SLOT_RTP), describeRun(run, SLOT_RTP, allowed)).toBeLessThan(allowed);
  });
});
