import { FairInputError } from '../errors.js';
import { type Ratio, ratio } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';
import { KENO_PAYTABLE } from './keno-table.js';

/** Return to player for any number of picks (each pay table row is fitted to exactly 99 %). */
export const KENO_RTP = 0.99;
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export const KENO_RULES =
  'Pick 1 to 10 different numbers from 1 to 40. Ten different numbers are drawn, each set of ten ' +
  'equally likely. The pay depends on how many picks and how many of them were drawn (hits), per ' +
  'the pay table; the stake is multiplied and rounded down to the minor unit. Return to player: 99% ' +
  'for any number of picks.';

export interface KenoParams {
  /** 1–10 distinct numbers from 1 to 40. */
  readonly picks: readonly number[];
}

export interface KenoOutcome {
  readonly picks: readonly number[];
  /** The ten numbers, 1–40, in draw order. */
  readonly drawn: readonly number[];
  /** The picks that were drawn, ascending. */
  readonly hits: readonly number[];
  readonly multiplier: Ratio;
}

function requirePicks(params: KenoParams): readonly number[] {
  const picks = params?.picks;
  const valid =
    Array.isArray(picks) &&
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) &&
    new Set(picks).size === picks.length;
  if (!valid) {
    throw new FairInputError('fair.params.invalid', 'picks must be 1 to 10 different numbers from 1 to 40', {
      picks,
    });
  }
  return picks;
}

/** The multiplier for `hits` hits out of `picks` picks. */
export function kenoMultiplier(picks: number, hits: number): Ratio {
  const pay = KENO_PAYTABLE[picks]?.[hits];
  if (pay === undefined)
    throw new FairInputError('fair.params.invalid', 'no such picks and hits', { picks, hits });
  return ratio(pay, 100);
}

export function playKeno(stream: FairStream, params: KenoParams): KenoOutcome {
  const picks = requirePicks(params);
  const drawn = stream.pickDistinct(KENO_DRAWN, KENO_NUMBERS).map((i) => i + 1);
  const hits = picks.filter((n) => drawn.includes(n)).sort((a, b) => a - b);
  return { picks: [...picks], drawn, hits, multiplier: kenoMultiplier(picks.length, hits.length) };
}

export function verifyKeno(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: KenoParams,
): KenoOutcome {
  return playKeno(fairStream(serverSeed, clientSeed, nonce), params);
}
