import type { RaffleDraw, SeedState } from '@tessera/contracts';
import { commitmentOf, newServerSeed, verifyPrizeDraw } from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import { checkDraw, revealedSeedOf } from './check-draw';

const bytes = (fill: number) => (length: number) => new Uint8Array(length).fill(fill);
const SEED = newServerSeed(bytes(7));
const OTHER = newServerSeed(bytes(9));
const WEIGHTS = [50, 30, 15, 5];

function drawOf(overrides: Partial<RaffleDraw> = {}): RaffleDraw {
  const index = verifyPrizeDraw(SEED, 'lucky', 3, WEIGHTS);
  return {
    id: '1',
    raffleId: '1',
    kind: 'WHEEL',
    title: 'Wheel',
    prize: {
      index,
      label: 'x',
      type: 'CASH',
      amount: 1,
      wageringMultiple: null,
      weight: WEIGHTS[index]!,
      chance: 0,
    },
    weights: WEIGHTS,
    commitment: commitmentOf(SEED),
    clientSeed: 'lucky',
    nonce: 3,
    serverSeed: null,
    createdAt: '2026-11-27T00:00:00Z',
    ...overrides,
  };
}

describe('a raffle draw checked in the browser', () => {
  it('is sealed until its server seed is revealed', () => {
    expect(checkDraw(drawOf(), null)).toEqual({ state: 'sealed' });
  });

  it('verifies with the revealed seed: the commitment and the drawn row both match', () => {
    const check = checkDraw(drawOf(), SEED);
    expect(check).toMatchObject({ state: 'checked', commitmentOk: true, verified: true });
  });

  it('fails when the prize is not the row the seeds give', () => {
    const draw = drawOf();
    const wrong = (draw.prize.index + 1) % WEIGHTS.length;
    const check = checkDraw({ ...draw, prize: { ...draw.prize, index: wrong } }, SEED);
    expect(check).toMatchObject({ state: 'checked', commitmentOk: true, verified: false });
  });

  it('fails when the seed is not the one committed to', () => {
    expect(checkDraw(drawOf(), OTHER)).toMatchObject({ commitmentOk: false, verified: false });
  });

  it('reports malformed weights as not recomputed rather than throwing', () => {
    expect(checkDraw(drawOf({ weights: [] }), SEED)).toMatchObject({ recomputed: null, verified: false });
  });

  it('takes the seed from the draw, else from the last revealed pair with the same commitment', () => {
    const seeds: SeedState = {
      commitment: commitmentOf(OTHER),
      clientSeed: 'next',
      nextNonce: 0,
      previous: { serverSeed: SEED, commitment: commitmentOf(SEED), clientSeed: 'lucky', nonceCount: 4 },
    };
    expect(revealedSeedOf(drawOf(), seeds)).toBe(SEED);
    expect(revealedSeedOf(drawOf({ commitment: commitmentOf(OTHER) }), seeds)).toBeNull();
    expect(revealedSeedOf(drawOf({ serverSeed: SEED }), null)).toBe(SEED);
  });
});
