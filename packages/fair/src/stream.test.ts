import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairInputError } from './errors.js';
import { FairStream, fairStream, SeedKey } from './stream.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const CLIENT = 'lucky:seed 7';

/** The reference bytes, from Node's own HMAC: block `cursor` of the bet's stream. */
function reference(clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', SERVER).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

/** Chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('the byte stream', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) as big-endian words, block after block', () => {
    for (const nonce of [0, 1, 41, 2 ** 40]) {
      const stream = fairStream(SERVER, CLIENT, nonce);
      const expected = Buffer.concat([0, 1, 2].map((cursor) => reference(CLIENT, nonce, cursor)));
      for (let i = 0; i < 24; i++) expect(stream.nextUint32()).toBe(expected.readUInt32BE(4 * i));
      expect(stream.blocksUsed).toBe(3);
    }
  });

  it('keys one HMAC per server seed and gives every (client seed, nonce, cursor) its own block', () => {
    const key = new SeedKey(SERVER);
    expect(Buffer.from(key.block(CLIENT, 5, 2))).toEqual(reference(CLIENT, 5, 2));
    expect(Buffer.from(key.block('other', 5, 2))).toEqual(reference('other', 5, 2));
    expect(Buffer.from(key.block(CLIENT, 5, 2))).toEqual(reference(CLIENT, 5, 2));
  });

  it('refuses malformed seeds and nonces', () => {
    for (const [server, client, nonce] of [
      ['ABC', CLIENT, 0],
      [SERVER.toUpperCase(), CLIENT, 0],
      [SERVER, '', 0],
      [SERVER, CLIENT, -1],
      [SERVER, CLIENT, 1.5],
      [SERVER, CLIENT, 2 ** 53],
    ] as const) {
      expect(() => fairStream(server, client, nonce)).toThrow(
        expect.objectContaining({ name: 'FairInputError', code: 'fair.seed.invalid' }),
      );
    }
  });
});

describe('integers by rejection sampling', () => {
  it('stays in range, including at the edges of the word range', () => {
    const stream = fairStream(SERVER, CLIENT, 1);
    for (const n of [1, 2, 3, 10, 37, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32]) {
      for (let i = 0; i < 2000; i++) {
        const v = stream.int(n);
        expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
      }
    }
  });

  it('throws words away above the last multiple of n, so large n shows no modulo bias', () => {
    // n = 3·2^30: a plain word % n would land in [0, 2^30) twice as often as elsewhere (buckets
    // 1/2, 1/4, 1/4). Rejecting words >= 3·2^30 (a quarter of them) makes the thirds equal.
    const n = 3 * 2 ** 30;
    const draws = 300_000;
    const stream = fairStream(SERVER, CLIENT, 2);
    const thirds = [0, 0, 0];
    for (let i = 0; i < draws; i++) thirds[Math.floor(stream.int(n) / 2 ** 30)]! += 1;
    // 99 % critical value of chi-square with 2 degrees of freedom.
    expect(chiSquare(thirds, draws)).toBeLessThan(9.21);
    // About a quarter of the words were rejected: 8 words a block.
    expect(stream.blocksUsed * 8).toBeGreaterThan(draws * 1.3);
  });

  it.each([
    // 99 % critical values of chi-square for n − 1 degrees of freedom.
    { n: 10, critical: 21.666 },
    { n: 37, critical: 58.619 },
    { n: 100, critical: 134.642 },
  ])('draws int($n) uniformly: chi-square of 10^6 draws below $critical (99 %)', ({ n, critical }) => {
    const draws = 1_000_000;
    const stream = fairStream(SERVER, CLIENT, 1000 + n);
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) counts[stream.int(n)]! += 1;
    expect(chiSquare(counts, draws)).toBeLessThan(critical);
  });

  it('shuffles uniformly: the 24 orders of 4 items, chi-square below 41.638 (99 %, 23 df)', () => {
    const draws = 240_000;
    const stream = fairStream(SERVER, CLIENT, 3);
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const order = stream.shuffle(['a', 'b', 'c', 'd']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()], draws)).toBeLessThan(41.638);
  });

  it('picks k distinct values of [0, n) in draw order', () => {
    const stream = fairStream(SERVER, CLIENT, 4);
    for (const [k, n] of [
      [0, 5],
      [1, 1],
      [10, 40],
      [24, 25],
      [25, 25],
    ] as const) {
      const picked = stream.pickDistinct(k, n);
      expect(picked).toHaveLength(k);
      expect(new Set(picked).size).toBe(k);
      expect(picked.every((v) => Number.isInteger(v) && v >= 0 && v < n)).toBe(true);
    }
    expect(stream.shuffle([])).toEqual([]);
  });

  it('gives floats in [0, 1) with a mean of one half', () => {
    const stream = fairStream(SERVER, CLIENT, 5);
    let sum = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = stream.float();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    // Standard deviation of the mean: sqrt(1/12 / 10^5) ≈ 0.0009; allow 5 of them.
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.0046);
  });

  it('refuses impossible ranges with fair.params.invalid', () => {
    const stream = FairStream.open({ serverSeed: SERVER, clientSeed: CLIENT, nonce: 6 });
    const invalid = expect.objectContaining({ code: 'fair.params.invalid' });
    for (const n of [0, -3, 1.5, Number.NaN, 2 ** 32 + 1]) expect(() => stream.int(n)).toThrow(invalid);
    expect(() => stream.pickDistinct(3, 2)).toThrow(invalid);
    expect(() => stream.pickDistinct(-1, 5)).toThrow(invalid);
    expect(() => stream.pickDistinct(1, 0)).toThrow(FairInputError);
  });
});
