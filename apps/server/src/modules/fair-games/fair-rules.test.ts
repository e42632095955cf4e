import type { FairParams } from '@tessera/contracts';
import {
  FairInputError,
  fairStream,
  minesMultiplier,
  minesReveal,
  ratio,
  ratioEquals,
  verifyDice,
  verifyKeno,
  verifyPlinko,
  verifySlot,
} from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import {
  cappedPayout,
  checkParams,
  drawState,
  fairInput,
  isOver,
  type MinesRound,
  multiplierOf,
  outcomeOf,
} from './fair-rules.js';

const SEED = 'a3f1c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80';
const CLIENT = 'rules';

describe('the in-house games on the server', () => {
  it('store what the package drew and pay the multiplier its verify* functions give', () => {
    const verifiers: Array<[FairParams, (nonce: number) => { multiplier: ReturnType<typeof ratio> }]> = [
      [
        { game: 'dice', target: 3300, direction: 'under' },
        (n) => verifyDice(SEED, CLIENT, n, { target: 3300, direction: 'under' }),
      ],
      [
        { game: 'plinko', rows: 12, risk: 'high' },
        (n) => verifyPlinko(SEED, CLIENT, n, { rows: 12, risk: 'high' }),
      ],
      [
        { game: 'keno', picks: [5, 10, 15, 20] },
        (n) => verifyKeno(SEED, CLIENT, n, { picks: [5, 10, 15, 20] }),
      ],
      [{ game: 'slot' }, (n) => verifySlot(SEED, CLIENT, n)],
    ];
    for (const [params, verify] of verifiers) {
      let won = 0;
      for (let nonce = 0; nonce < 200; nonce++) {
        const state = drawState(fairStream(SEED, CLIENT, nonce), params);
        // The state goes through JSON (the jsonb column) before it is paid.
        const stored = JSON.parse(JSON.stringify(state));
        expect(isOver(stored)).toBe(true);
        const multiplier = multiplierOf(params, stored);
        expect(ratioEquals(multiplier, verify(nonce).multiplier)).toBe(true);
        if (multiplier.num > 0n) won++;
      }
      expect(won, params.game).toBeGreaterThan(0);
    }
  });

  it('hide the mines of a round in play and show them once it is over', () => {
    const start = drawState(fairStream(SEED, CLIENT, 7), { game: 'mines', mines: 3 }) as MinesRound;
    expect(isOver(start)).toBe(false);
    expect(outcomeOf(start)).toEqual({
      game: 'mines',
      revealed: [],
      status: 'playing',
      hitTile: null,
      minePositions: null,
    });
    const safe = [...Array(25).keys()].find((tile) => !start.minePositions.includes(tile))!;
    const next: MinesRound = { ...minesReveal(start, safe), game: 'mines' };
    expect(multiplierOf({ game: 'mines', mines: 3 }, next)).toEqual(minesMultiplier(3, 1));
    const bust: MinesRound = { ...minesReveal(next, start.minePositions[0]!), game: 'mines' };
    expect(isOver(bust)).toBe(true);
    expect(multiplierOf({ game: 'mines', mines: 3 }, bust).num).toBe(0n);
    expect(outcomeOf(bust)).toMatchObject({ status: 'busted', minePositions: [...start.minePositions] });
  });

  it('cap a payout at the limit and say so', () => {
    const cap = 100_000_000n;
    expect(cappedPayout(1_000n, ratio(99, 50), cap)).toEqual({ payout: 1_980n, capped: false });
    expect(cappedPayout(333n, ratio(1, 3), cap)).toEqual({ payout: 111n, capped: false });
    expect(cappedPayout(100n, ratio(1_000_000), cap)).toEqual({ payout: cap, capped: false });
    expect(cappedPayout(100n, ratio(5_148_297), cap)).toEqual({ payout: cap, capped: true });
    expect(cappedPayout(101n, ratio(1_000_000), cap)).toEqual({ payout: cap, capped: true });
  });

  it('turn the package’s refusals into envelope errors carrying its reason', () => {
    const refusal = (params: FairParams) => {
      try {
        checkParams(params);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('accepted');
    };
    const dice = refusal({ game: 'dice', target: 9900, direction: 'over' });
    expect(dice).toBeInstanceOf(AppError);
    expect(dice).toMatchObject({
      code: 'fair.params.invalid',
      params: { detail: expect.stringContaining('target') },
    });
    expect(refusal({ game: 'keno', picks: [9, 9] }).code).toBe('fair.params.invalid');
    expect(() => checkParams({ game: 'mines', mines: 24 })).not.toThrow();
    const over = () =>
      fairInput(() => {
        throw new FairInputError('fair.round.over', 'the round has ended');
      });
    expect(over).toThrow(AppError);
    expect(() =>
      fairInput(() => {
        throw new RangeError('ours');
      }),
    ).toThrow(RangeError);
  });
});
