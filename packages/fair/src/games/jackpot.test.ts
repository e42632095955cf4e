import { describe, expect, it } from 'vitest';
import { FairInputError } from '../errors.js';
import { jackpotCommitment, jackpotDropPoint, verifyJackpot } from './jackpot.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';
const OTHER = '0c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';

describe('jackpot drop point', () => {
  it('is the same for the same seed and cycle, and lies in the range', () => {
    const input = { serverSeed: SERVER, cycle: 1, min: 3_200_000_000n, max: 3_500_000_000n };
    const point = jackpotDropPoint(input);
    expect(jackpotDropPoint(input)).toBe(point);
    expect(point >= input.min && point <= input.max).toBe(true);
    expect(jackpotDropPoint({ ...input, cycle: 2 })).not.toBe(point);
    expect(jackpotDropPoint({ ...input, serverSeed: OTHER })).not.toBe(point);
  });

  it('is the one value of a range of one', () => {
    expect(jackpotDropPoint({ serverSeed: SERVER, cycle: 7, min: 42n, max: 42n })).toBe(42n);
  });

  it('spreads evenly over a small range (each of 5 values near a fifth of 5,000 cycles)', () => {
    const counts = [0, 0, 0, 0, 0];
    for (let cycle = 0; cycle < 5_000; cycle++) {
      const point = jackpotDropPoint({ serverSeed: SERVER, cycle, min: 10n, max: 14n });
      counts[Number(point - 10n)]! += 1;
    }
    // Binomial(5000, 0.2): sd ≈ 28; 5 sd either side.
    for (const count of counts) expect(Math.abs(count - 1_000)).toBeLessThan(140);
  });

  it('refuses an empty or non-positive range', () => {
    expect(() => jackpotDropPoint({ serverSeed: SERVER, cycle: 1, min: 5n, max: 4n })).toThrow(
      FairInputError,
    );
    expect(() => jackpotDropPoint({ serverSeed: SERVER, cycle: 1, min: 0n, max: 4n })).toThrow(
      FairInputError,
    );
    expect(() => jackpotDropPoint({ serverSeed: 'x', cycle: 1, min: 1n, max: 4n })).toThrow(FairInputError);
  });

  it('verifies a revealed cycle, and catches a changed seed, point or commitment', () => {
    const input = { serverSeed: SERVER, cycle: 3, min: 1_000n, max: 1_000_000n };
    const reveal = { ...input, commitment: jackpotCommitment(SERVER), dropPoint: jackpotDropPoint(input) };
    expect(verifyJackpot(reveal).ok).toBe(true);
    expect(verifyJackpot({ ...reveal, dropPoint: reveal.dropPoint + 1n }).ok).toBe(false);
    expect(verifyJackpot({ ...reveal, commitment: jackpotCommitment(OTHER) })).toMatchObject({
      commitmentOk: false,
      ok: false,
    });
  });
});
