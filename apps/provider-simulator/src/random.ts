import { createHash, randomBytes } from 'node:crypto';

/** Uniform draws in [0, 1). */
export type Random = () => number;

/**
 * The simulator's dice: with a seed, a SHA-256 counter stream (the same seed plays the same wheel
 * and the same chaos, call for call); without one, the operating system's randomness.
 */
export function randomSource(seed: string | undefined): Random {
  if (seed === undefined) return () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
    return digest.readUIntBE(0, 6) / 2 ** 48;
  };
}

/** A child stream for one play session, so sessions never share draws. */
export function childSeed(seed: string | undefined, label: string): string | undefined {
  return seed === undefined ? undefined : `${seed}/${label}`;
}
