import { type _HMAC, hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { FairInputError } from './errors.js';
import { assertClientSeed, assertNonce, assertServerSeed } from './seeds.js';

/** The three inputs of one bet's randomness. */
export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

const BLOCK_BYTES = 32;
const UINT32_RANGE = 2 ** 32;
/** pickDistinct builds an array of n items; anything larger is a caller's mistake. */
export const PICK_MAX_N = 1_000_000;

type Keyed = _HMAC<ReturnType<typeof sha256.create>>;

const encoder = new TextEncoder();
/** Longest message: a 64-character client seed, two colons, a safe-integer nonce and a cursor. */
const MESSAGE_BYTES = 128;

/**
 * HMAC-SHA256 keyed by one server seed's text. The key pads are hashed once here and each block
 * reuses one scratch state and message buffer, so a block costs its two compressions and little
 * else (a simulation or a verifier running many nonces reuses one key).
 */
export class SeedKey {
  private readonly keyed: Keyed;
  private readonly scratch: Keyed;
  private readonly message = new Uint8Array(MESSAGE_BYTES);

  constructor(serverSeed: string) {
    assertServerSeed(serverSeed);
    this.keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
    this.scratch = this.keyed.clone();
  }

  /** Writes block `cursor` of the bet's stream, HMAC(serverSeed, `clientSeed:nonce:cursor`), into `out`. */
  blockInto(clientSeed: string, nonce: number, cursor: number, out: Uint8Array): void {
    const text = `${clientSeed}:${nonce}:${cursor}`;
    const { read, written } = encoder.encodeInto(text, this.message);
    if (read !== text.length) throw new FairInputError('fair.seed.invalid', 'client seed is too long');
    this.keyed._cloneInto(this.scratch);
    this.scratch.update(this.message.subarray(0, written)).digestInto(out);
  }

  block(clientSeed: string, nonce: number, cursor: number): Uint8Array {
    const out = new Uint8Array(BLOCK_BYTES);
    this.blockInto(clientSeed, nonce, cursor, out);
    return out;
  }
}

/**
 * The outcome bytes of one bet, read in order: block 0, then block 1, … Every draw takes whole
 * 4-byte words (big-endian), so the i-th draw of a game reads the same bytes on server and browser.
 */
export class FairStream {
  private cursor = 0;
  private readonly block = new Uint8Array(BLOCK_BYTES);
  private offset = BLOCK_BYTES;

  constructor(
    private readonly key: SeedKey,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    assertClientSeed(clientSeed);
    assertNonce(nonce);
  }

  static open(seeds: RoundSeeds): FairStream {
    return new FairStream(new SeedKey(seeds.serverSeed), seeds.clientSeed, seeds.nonce);
  }

  /** HMAC blocks read so far. */
  get blocksUsed(): number {
    return this.cursor;
  }

  nextUint32(): number {
    if (this.offset === BLOCK_BYTES) {
      this.key.blockInto(this.clientSeed, this.nonce, this.cursor, this.block);
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /**
   * A uniform integer in [0, n). Words at or above the largest multiple of n below 2^32 are thrown
   * away and the next word is read, so no value is favoured (no modulo bias).
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) {
      throw new FairInputError('fair.params.invalid', 'int(n) needs an integer n from 1 to 2^32', { n });
    }
    const limit = UINT32_RANGE - (UINT32_RANGE % n);
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % n;
    }
  }

  /** A uniform float in [0, 1) with 52 random bits (two words: the high 20 bits of the first). */
  float(): number {
    const high = this.nextUint32() >>> 12;
    const low = this.nextUint32();
    return (high * UINT32_RANGE + low) / 2 ** 52;
  }

  /**
   * k distinct integers of [0, n) in draw order: a partial Fisher–Yates shuffle, step i swapping
   * position i with i + int(n − i).
   */
  pickDistinct(k: number, n: number): number[] {
    if (!Number.isInteger(n) || n < 1 || n > PICK_MAX_N || !Number.isInteger(k) || k < 0 || k > n) {
      throw new FairInputError('fair.params.invalid', 'pickDistinct(k, n) needs integers 0 <= k <= n', {
        k,
        n,
      });
    }
    const items: number[] = [];
    for (let i = 0; i < n; i++) items.push(i);
    for (let i = 0; i < k; i++) {
      const j = i + this.int(n - i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items.slice(0, k);
  }

  /** A uniformly shuffled copy (the full Fisher–Yates of `pickDistinct`). */
  shuffle<T>(items: readonly T[]): T[] {
    if (items.length === 0) return [];
    return this.pickDistinct(items.length, items.length).map((i) => items[i]!);
  }
}

/** The stream of one bet from its three seeds (for a single bet or a verifier). */
export function fairStream(serverSeed: string, clientSeed: string, nonce: number): FairStream {
  return FairStream.open({ serverSeed, clientSeed, nonce });
}
