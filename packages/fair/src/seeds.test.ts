import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyDice } from './games/dice.js';
import {
  assertClientSeed,
  commitmentOf,
  isNonce,
  newClientSeed,
  newServerSeed,
  openSeedPair,
  publicSeedPair,
  rotateSeedPair,
  verifyCommitment,
} from './seeds.js';
import { nodeRandom } from './testing/simulate.js';

/** A deterministic "random" source, to show that seeds are exactly the injected bytes. */
function counting(start = 0): (length: number) => Uint8Array {
  let next = start;
  return (length) => Uint8Array.from({ length }, () => next++ & 0xff);
}

describe('seeds', () => {
  it('makes a server seed from 32 injected bytes, as 64 lowercase hex characters', () => {
    expect(newServerSeed(counting(0xf0))).toBe(
      'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff000102030405060708090a0b0c0d0e0f',
    );
    expect(newClientSeed(counting(0))).toBe('0001020304050607');
    expect(() => newServerSeed(() => new Uint8Array(16))).toThrow(RangeError);
  });

  it('commits to the hex SHA-256 of the seed text, which anyone can check', () => {
    const seed = newServerSeed(nodeRandom);
    const commitment = commitmentOf(seed);
    expect(commitment).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(verifyCommitment(seed, commitment)).toBe(true);
    expect(verifyCommitment(seed, commitment.toUpperCase())).toBe(true);
    expect(verifyCommitment(newServerSeed(nodeRandom), commitment)).toBe(false);
    expect(verifyCommitment(seed, commitment.slice(1))).toBe(false);
    expect(verifyCommitment('not a seed', commitment)).toBe(false);
  });

  it('accepts 1 to 64 printable characters as a client seed, without spaces at the ends', () => {
    for (const good of ['a', 'x'.repeat(64), 'my lucky seed', 'a:b:c', '~!@#$%^&*()']) {
      expect(() => assertClientSeed(good)).not.toThrow();
    }
    for (const bad of ['', 'x'.repeat(65), ' lead', 'trail ', 'tab\there', 'naïve', 'line\n', 42]) {
      expect(() => assertClientSeed(bad)).toThrow(expect.objectContaining({ code: 'fair.seed.invalid' }));
    }
  });

  it('accepts whole nonces from 0', () => {
    expect([0, 1, 2 ** 53 - 1].every(isNonce)).toBe(true);
    expect([-1, 0.5, Number.NaN, 2 ** 53, '1'].some(isNonce)).toBe(false);
  });

  it('rotates: the revealed seed matches the earlier commitment and replays every bet made with it', () => {
    const pair = openSeedPair(nodeRandom, 'member-choice');
    expect(pair.nextNonce).toBe(0);
    expect(publicSeedPair(pair)).toEqual({
      commitment: pair.commitment,
      clientSeed: 'member-choice',
      nextNonce: 0,
    });
    expect(JSON.stringify(publicSeedPair(pair))).not.toContain(pair.serverSeed);

    // Three bets on the active pair, as the server settles them (the member sees only the commitment).
    const params = { target: 5000, direction: 'under' } as const;
    const settled = [0, 1, 2].map((nonce) => verifyDice(pair.serverSeed, pair.clientSeed, nonce, params));
    const used = { ...pair, nextNonce: 3 };

    const { revealed, next } = rotateSeedPair(used, nodeRandom);
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      commitment: pair.commitment,
      clientSeed: 'member-choice',
      nonceCount: 3,
    });
    expect(verifyCommitment(revealed.serverSeed, pair.commitment)).toBe(true);
    for (let nonce = 0; nonce < revealed.nonceCount; nonce++) {
      expect(verifyDice(revealed.serverSeed, revealed.clientSeed, nonce, params)).toEqual(settled[nonce]);
    }

    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next.commitment).toBe(commitmentOf(next.serverSeed));
    expect(next).toMatchObject({ clientSeed: 'member-choice', nextNonce: 0 });
    expect(rotateSeedPair(next, nodeRandom, 'new choice').next.clientSeed).toBe('new choice');
    expect(() => rotateSeedPair(next, nodeRandom, ' ')).toThrow(
      expect.objectContaining({ code: 'fair.seed.invalid' }),
    );
  });

  it('opens a pair with a generated client seed when the member has none', () => {
    const pair = openSeedPair(counting(1));
    expect(pair.clientSeed).toBe('0102030405060708');
    expect(pair.serverSeed).toHaveLength(64);
  });
});
