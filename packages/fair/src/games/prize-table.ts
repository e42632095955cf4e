import { FairInputError } from '../errors.js';
import { type Ratio, ratio } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';

/**
 * Prize tickets (red envelope, prize wheel, egg; decision 0045): one ticket draws one row of a
 * weighted prize table. The draw takes one unbiased integer r in [0, total weight) from the bet's
 * stream (`FairStream.int`, which rejects the words that would favour low values) and returns the
 * first row whose running sum of weights exceeds r, so row i is drawn with chance weight_i / total.
 * The server draws with it and the site verifies with it.
 */

/** Rows a table may have, and the sum its weights may reach (one 32-bit draw covers it). */
export const PRIZE_TABLE_MAX_ROWS = 64;
export const PRIZE_TABLE_MAX_TOTAL = 2 ** 32;

export const PRIZE_TABLE_RULES =
  'Each ticket draws one prize of the table. Every prize has a whole weight; its chance is its ' +
  'weight divided by the sum of the weights. The draw is one whole number r from 0 to the sum − 1 ' +
  'read from HMAC-SHA256(server seed, client seed:nonce:0) without modulo bias; the prize is the ' +
  'first whose running sum of weights is above r.';

/** Checks a table's weights: 1 to 64 whole numbers from 0, summing to 1 .. 2^32. Returns the sum. */
export function prizeTableTotal(weights: readonly number[]): number {
  if (!Array.isArray(weights) || weights.length < 1 || weights.length > PRIZE_TABLE_MAX_ROWS) {
    throw new FairInputError('fair.params.invalid', `a prize table has 1 to ${PRIZE_TABLE_MAX_ROWS} rows`, {
      rows: Array.isArray(weights) ? weights.length : null,
    });
  }
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new FairInputError('fair.params.invalid', 'prize weights are whole numbers from 0', { weight });
    }
    total += weight;
  }
  if (total < 1 || total > PRIZE_TABLE_MAX_TOTAL) {
    throw new FairInputError('fair.params.invalid', 'prize weights must sum to 1 .. 2^32', { total });
  }
  return total;
}

/** The row drawn: the first whose running sum of weights is above an unbiased r in [0, total). */
export function drawPrizeIndex(stream: FairStream, weights: readonly number[]): number {
  const total = prizeTableTotal(weights);
  let r = stream.int(total);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  // Unreachable: r < total = the sum of the weights.
  throw new Error('prize draw ran past the table');
}

/** A draw checked by anyone from its three seeds and the table's weights. */
export function verifyPrizeDraw(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): number {
  return drawPrizeIndex(fairStream(serverSeed, clientSeed, nonce), weights);
}

/** Each row's chance, exact: weight / total. */
export function prizeChances(weights: readonly number[]): Ratio[] {
  const total = prizeTableTotal(weights);
  return weights.map((weight) => ratio(weight, total));
}

/**
 * The expected value of one ticket, exact: Σ weight_i × value_i / Σ weight_i, for whole values
 * (minor units of money, or points). Rows whose value does not count (another kind of prize) pass 0.
 */
export function prizeExpectedValue(weights: readonly number[], values: readonly (bigint | number)[]): Ratio {
  const total = prizeTableTotal(weights);
  if (values.length !== weights.length) {
    throw new FairInputError('fair.params.invalid', 'one value per prize row', {
      rows: weights.length,
      values: values.length,
    });
  }
  let sum = 0n;
  values.forEach((value, i) => {
    const whole = typeof value === 'bigint' ? value : Number.isSafeInteger(value) ? BigInt(value) : -1n;
    if (whole < 0n) throw new FairInputError('fair.params.invalid', 'prize values are whole numbers from 0');
    sum += whole * BigInt(weights[i]!);
  });
  return ratio(sum, total);
}
