import { FairInputError } from '../errors.js';
import { commitmentOf, verifyCommitment } from '../seeds.js';
import { fairStream } from '../stream.js';

/**
 * The progressive jackpot's trigger (decision 0046). Each cycle of a brand's pool commits to
 * sha256(server seed) when it opens; the must-drop point, in minor units, is drawn from that seed
 * uniformly in [min, max]: the stream HMAC(serverSeed, `jackpot:<cycle>:<cursor>`), two words read
 * as one 64-bit integer, words at or above the largest multiple of the range's size below 2^64
 * thrown away (no modulo bias). The contribution that takes the pool to the point or past it wins.
 */
export const JACKPOT_CLIENT_SEED = 'jackpot';

const TWO_64 = 1n << 64n;

export interface JackpotDrawInput {
  serverSeed: string;
  /** The cycle's number in its brand (1, 2, …): the stream's nonce. */
  cycle: number;
  /** The must-drop range, minor units, 0 < min <= max. */
  min: bigint;
  max: bigint;
}

/** The must-drop point of a cycle, in minor units. */
export function jackpotDropPoint({ serverSeed, cycle, min, max }: JackpotDrawInput): bigint {
  if (typeof min !== 'bigint' || typeof max !== 'bigint' || min <= 0n || max < min || max >= TWO_64) {
    throw new FairInputError('fair.params.invalid', 'the must-drop range needs 0 < min <= max < 2^64', {
      min: String(min),
      max: String(max),
    });
  }
  const stream = fairStream(serverSeed, JACKPOT_CLIENT_SEED, cycle);
  const size = max - min + 1n;
  const limit = TWO_64 - (TWO_64 % size);
  for (;;) {
    const word = (BigInt(stream.nextUint32()) << 32n) | BigInt(stream.nextUint32());
    if (word < limit) return min + (word % size);
  }
}

/** What a cycle shows before its seed is revealed. */
export function jackpotCommitment(serverSeed: string): string {
  return commitmentOf(serverSeed);
}

export interface JackpotReveal extends JackpotDrawInput {
  commitment: string;
  /** The drop point the server says it used. */
  dropPoint: bigint;
}

/** Recomputes a revealed cycle: the seed matches its commitment and draws the same drop point. */
export function verifyJackpot(reveal: JackpotReveal): {
  commitmentOk: boolean;
  dropPoint: bigint;
  ok: boolean;
} {
  const commitmentOk = verifyCommitment(reveal.serverSeed, reveal.commitment);
  const dropPoint = jackpotDropPoint(reveal);
  return { commitmentOk, dropPoint, ok: commitmentOk && dropPoint === reveal.dropPoint };
}
