import { FairInputError, requireInt } from '../errors.js';
import { type Ratio, ratio, ZERO } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';

/** Return to player of every dice bet, whatever the target: multiplier × chance = 99 %. */
export const DICE_RTP = 0.99;
const RTP_BASIS_POINTS = 9900n;

/** A roll is int(10000): 0.00 to 99.99 in hundredths. */
export const DICE_OUTCOMES = 10_000;
/** Winning rolls allowed per bet, out of 10,000: a chance from 1 % to 98 %. */
export const DICE_MIN_WINNING_ROLLS = 100;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export const DICE_RULES =
  'A roll is a number from 0.00 to 99.99, every value equally likely. Choose a target and roll over ' +
  'it (win when the roll is greater) or under it (win when the roll is smaller). The win chance is ' +
  'the share of rolls that win, from 1% to 98%, and a win pays 99 / chance (in %) times the stake, ' +
  'rounded down to the minor unit: a 50% chance pays 1.98x. Return to player: 99%.';

export type DiceDirection = 'over' | 'under';

export interface DiceParams {
  /** The target in hundredths: 5000 is 50.00. */
  readonly target: number;
  readonly direction: DiceDirection;
}

export interface DiceOutcome {
  /** The roll in hundredths, 0 to 9999. */
  readonly roll: number;
  readonly target: number;
  readonly direction: DiceDirection;
  readonly win: boolean;
  /** What the stake is multiplied by: the win multiplier, or zero. */
  readonly multiplier: Ratio;
}

/** The targets a direction accepts (inclusive, hundredths), from the 1 %–98 % chance limits. */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS, max: DICE_MAX_WINNING_ROLLS }
    : { min: DICE_OUTCOMES - 1 - DICE_MAX_WINNING_ROLLS, max: DICE_OUTCOMES - 1 - DICE_MIN_WINNING_ROLLS };
}

/** How many of the 10,000 rolls win; throws `fair.params.invalid` outside the chance limits. */
export function diceWinningRolls(params: DiceParams): number {
  const direction = params?.direction;
  if (direction !== 'over' && direction !== 'under') {
    throw new FairInputError('fair.params.invalid', 'direction must be over or under', { direction });
  }
  const { min, max } = diceTargetRange(direction);
  const target = requireInt('target', params.target, min, max);
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

/** The multiplier a win pays: 0.99 / (winning rolls / 10000). */
export function diceMultiplier(params: DiceParams): Ratio {
  return ratio(RTP_BASIS_POINTS, diceWinningRolls(params));
}

/** Whether a roll wins: over means strictly greater than the target, under strictly smaller. */
export function diceRollWins(roll: number, params: DiceParams): boolean {
  return params.direction === 'under' ? roll < params.target : roll > params.target;
}

export function playDice(stream: FairStream, params: DiceParams): DiceOutcome {
  const multiplier = diceMultiplier(params);
  const roll = stream.int(DICE_OUTCOMES);
  const win = diceRollWins(roll, params);
  return {
    roll,
    target: params.target,
    direction: params.direction,
    win,
    multiplier: win ? multiplier : ZERO,
  };
}

export function verifyDice(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: DiceParams,
): DiceOutcome {
  return playDice(fairStream(serverSeed, clientSeed, nonce), params);
}
