import { describe, expect, it } from 'vitest';
import { formatMultiplier, ratio, ratioEquals, ratioToNumber } from '../ratio.js';
import { fairStream } from '../stream.js';
import {
  cycledVarianceSum,
  describeRun,
  SIMULATION_ROUNDS,
  simulate,
  tolerance,
} from '../testing/simulate.js';
import {
  DICE_OUTCOMES,
  DICE_RTP,
  DICE_RULES,
  type DiceDirection,
  type DiceParams,
  diceMultiplier,
  diceRollWins,
  diceTargetRange,
  diceWinningRolls,
  playDice,
  verifyDice,
} from './dice.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const DIRECTIONS: readonly DiceDirection[] = ['over', 'under'];

function everyParams(): DiceParams[] {
  return DIRECTIONS.flatMap((direction) => {
    const { min, max } = diceTargetRange(direction);
    return Array.from({ length: max - min + 1 }, (_, i) => ({ target: min + i, direction }));
  });
}

describe('dice', () => {
  it('rolls the same for the same seeds, and replays through verify', () => {
    const params = { target: 5000, direction: 'under' } as const;
    const played = playDice(fairStream(SERVER, 'dice', 0), params);
    expect(verifyDice(SERVER, 'dice', 0, params)).toEqual(played);
    // Frozen vector: a change here breaks every past verification.
    expect([0, 1, 2, 3].map((nonce) => verifyDice(SERVER, 'dice', nonce, params).roll)).toEqual([
      1363, 786, 2066, 3738,
    ]);
  });

  it('pays 0.99 / chance on a win and nothing on a loss', () => {
    expect(diceMultiplier({ target: 5000, direction: 'under' })).toEqual(ratio(99, 50));
    expect(formatMultiplier(diceMultiplier({ target: 100, direction: 'under' }))).toBe('99.00');
    expect(formatMultiplier(diceMultiplier({ target: 199, direction: 'over' }))).toBe('1.01');
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = verifyDice(SERVER, 'dice', nonce, { target: 3000, direction: 'over' });
      expect(outcome.win).toBe(outcome.roll > 3000);
      expect(outcome.multiplier).toEqual(outcome.win ? ratio(9900, 6999) : ratio(0));
    }
  });

  it('has an exact RTP of 0.99 for every allowed target and direction', () => {
    expect(DICE_RTP).toBe(0.99);
    expect(DICE_RULES).toMatch(/99%/u);
    for (const params of everyParams()) {
      const winning = diceWinningRolls(params);
      const expected = ratio(
        diceMultiplier(params).num * BigInt(winning),
        diceMultiplier(params).den * 10_000n,
      );
      expect(ratioEquals(expected, ratio(99, 100))).toBe(true);
    }
  });

  it('counts winning rolls as the roll rule does (every roll, a spread of targets)', () => {
    const sample = everyParams().filter((_params, i, all) => i % 97 === 0 || i === all.length - 1);
    for (const params of sample) {
      let wins = 0;
      for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (diceRollWins(roll, params)) wins++;
      expect(wins).toBe(diceWinningRolls(params));
    }
    expect(diceWinningRolls({ target: 100, direction: 'under' })).toBe(100);
    expect(diceWinningRolls({ target: 9899, direction: 'over' })).toBe(100);
    expect(diceWinningRolls({ target: 199, direction: 'over' })).toBe(9800);
  });

  it('refuses targets outside a 1–98 % chance and malformed parameters', () => {
    for (const bad of [
      { target: 99, direction: 'under' },
      { target: 9801, direction: 'under' },
      { target: 198, direction: 'over' },
      { target: 9900, direction: 'over' },
      { target: 50.5, direction: 'under' },
      { target: Number.NaN, direction: 'over' },
      { target: 5000, direction: 'sideways' },
      { target: '5000', direction: 'under' },
    ]) {
      expect(() => verifyDice(SERVER, 'dice', 0, bad as DiceParams)).toThrow(
        expect.objectContaining({ name: 'FairInputError', code: 'fair.params.invalid' }),
      );
    }
  });

  it('lands within 5 sigma of 0.99 over 10^6 rounds', () => {
    // Chances of 10 %, 25 %, 50 %, 98 %; variance of a round = 0.99² · (1 / chance − 1).
    const mix: readonly DiceParams[] = [
      { target: 1000, direction: 'under' },
      { target: 7499, direction: 'over' },
      { target: 4999, direction: 'over' },
      { target: 9800, direction: 'under' },
    ];
    const run = simulate(SIMULATION_ROUNDS, (stream, round) =>
      ratioToNumber(playDice(stream, mix[round % mix.length]!).multiplier),
    );
    const variances = mix.map((params) => DICE_RTP ** 2 * (DICE_OUTCOMES / diceWinningRolls(params) - 1));
    const allowed = tolerance(cycledVarianceSum(variances, SIMULATION_ROUNDS), SIMULATION_ROUNDS); // ≈ 0.0089
    expect(Math.abs(run.mean - DICE_RTP), describeRun(run, DICE_RTP, allowed)).toBeLessThan(allowed);
  });
});
