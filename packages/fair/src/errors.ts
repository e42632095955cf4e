/**
 * What the fair package refuses. The server maps each code to its own error table (EN, BN); the
 * message here is English, for logs and the verifier page.
 */
export type FairErrorCode =
  /** A server seed, client seed or nonce that is not in its documented form. */
  | 'fair.seed.invalid'
  /** Game parameters out of range (target, mine count, rows, picks, tile, stake). */
  | 'fair.params.invalid'
  /** An action on a round that has already ended. */
  | 'fair.round.over'
  /** A cash-out before anything was won. */
  | 'fair.round.nothing.to.cash';

export class FairInputError extends Error {
  override readonly name = 'FairInputError';

  constructor(
    readonly code: FairErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** Throws `fair.params.invalid` unless `value` is an integer in [min, max]. */
export function requireInt(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FairInputError('fair.params.invalid', `${name} must be an integer from ${min} to ${max}`, {
      [name]: value,
    });
  }
  return value;
}
