// Test support only (node:crypto): never imported by the package's public code.
import { randomBytes } from 'node:crypto';
import { openSeedPair, type RevealedSeedPair, rotateSeedPair } from '../seeds.js';
import { FairStream, SeedKey } from '../stream.js';

export const SIMULATION_ROUNDS = 1_000_000;
/** Seeds rotate as on the server, so a run spans several server seeds. */
const ROTATE_EVERY = 250_000;
/** Standard deviations of the mean allowed between the empirical and the published RTP. */
export const SIGMAS = 5;

export const nodeRandom = (length: number): Uint8Array => new Uint8Array(randomBytes(length));

export interface Simulation {
  /** Mean multiplier per round: the empirical RTP. */
  readonly mean: number;
  /** Sample variance of the multiplier per round. */
  readonly variance: number;
  /** The seeds used, revealed, to replay a failing run. */
  readonly seeds: readonly RevealedSeedPair[];
}

/**
 * Plays `rounds` rounds through the real stream with fresh random seeds; `play` returns the round's
 * multiplier. The keyed HMAC is built once per server seed, as a verifier would.
 */
export function simulate(rounds: number, play: (stream: FairStream, round: number) => number): Simulation {
  const seeds: RevealedSeedPair[] = [];
  let pair = openSeedPair(nodeRandom);
  let key = new SeedKey(pair.serverSeed);
  let nonce = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let round = 0; round < rounds; round++) {
    if (round > 0 && round % ROTATE_EVERY === 0) {
      const rotated = rotateSeedPair({ ...pair, nextNonce: nonce }, nodeRandom);
      seeds.push(rotated.revealed);
      pair = rotated.next;
      key = new SeedKey(pair.serverSeed);
      nonce = 0;
    }
    const multiplier = play(new FairStream(key, pair.clientSeed, nonce), round);
    nonce += 1;
    sum += multiplier;
    sumSquares += multiplier * multiplier;
  }
  seeds.push(rotateSeedPair({ ...pair, nextNonce: nonce }, nodeRandom).revealed);
  const mean = sum / rounds;
  return { mean, variance: sumSquares / rounds - mean * mean, seeds };
}

/** The summed variance of `rounds` rounds where round r plays setting r mod k (variances per setting). */
export function cycledVarianceSum(variances: readonly number[], rounds: number): number {
  return variances.reduce(
    (sum, variance, i) => sum + variance * Math.ceil((rounds - i) / variances.length),
    0,
  );
}

/** SIGMAS standard deviations of a mean of independent rounds whose variances add to `varianceSum`. */
export function tolerance(varianceSum: number, rounds: number): number {
  return (SIGMAS * Math.sqrt(varianceSum)) / rounds;
}

/** A failure message that lets the run be replayed. */
export function describeRun(run: Simulation, expected: number, allowed: number): string {
  const seeds = run.seeds.map((s) => `${s.serverSeed}/${s.clientSeed}/${s.nonceCount}`).join(', ');
  return `empirical RTP ${run.mean} vs ${expected} (tolerance ${allowed}); seeds ${seeds}`;
}
