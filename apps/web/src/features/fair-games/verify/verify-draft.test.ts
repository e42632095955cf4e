import { commitmentOf, verifyDice } from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import { recompute } from './recompute';
import {
  draftFromRound,
  EMPTY_DRAFT,
  inputsOfDraft,
  targetHundredths,
  type VerifyDraft,
} from './verify-draft';

const SEED = '0f'.repeat(32);
const filled: VerifyDraft = { ...EMPTY_DRAFT, serverSeed: SEED, clientSeed: 'abc', nonce: '4' };

const problemOf = (draft: VerifyDraft) => {
  const result = inputsOfDraft(draft);
  return 'problem' in result ? result.problem : null;
};

describe('the hand-filled verify form', () => {
  it('turns a filled form into the inputs the package replays', () => {
    const result = inputsOfDraft({
      ...filled,
      serverSeed: ` ${SEED.toUpperCase()} `,
      target: '25.5',
      direction: 'under',
    });
    expect(result).toEqual({
      inputs: {
        serverSeed: SEED,
        clientSeed: 'abc',
        nonce: 4,
        params: { game: 'dice', target: 2550, direction: 'under' },
        minesPicks: undefined,
      },
    });
    if ('inputs' in result) {
      const dice = verifyDice(SEED, 'abc', 4, { target: 2550, direction: 'under' });
      expect(recompute(result.inputs).outcome).toEqual({ game: 'dice', roll: dice.roll, win: dice.win });
    }
  });

  it('points at the first field that is wrong', () => {
    expect(problemOf({ ...filled, serverSeed: 'abc' })?.field).toBe('serverSeed');
    expect(problemOf({ ...filled, commitment: 'xyz' })?.field).toBe('commitment');
    expect(problemOf({ ...filled, commitment: commitmentOf(SEED) })).toBeNull();
    expect(problemOf({ ...filled, clientSeed: ' padded ' })?.field).toBe('clientSeed');
    expect(problemOf({ ...filled, nonce: '-1' })?.field).toBe('nonce');
    expect(problemOf({ ...filled, nonce: '1.5' })?.field).toBe('nonce');
    expect(problemOf({ ...filled, target: '99.50' })).toEqual({
      field: 'params',
      key: 'seamless_verify_err_target',
      params: { min: '1.99', max: '98.99' },
    });
    expect(problemOf({ ...filled, game: 'keno', kenoPicks: [] })?.key).toBe('seamless_verify_err_keno');
  });

  it('reads dice targets with at most two decimals', () => {
    expect(targetHundredths('50')).toBe(5000);
    expect(targetHundredths('0.07')).toBe(7);
    expect(targetHundredths('50.001')).toBeNull();
    expect(targetHundredths('fifty')).toBeNull();
  });

  it('fills the form from a round, Mines picks in order with the mine last', () => {
    const draft = draftFromRound(
      {
        id: '9',
        game: 'mines',
        params: { game: 'mines', mines: 5 },
        outcome: {
          game: 'mines',
          revealed: [4, 2],
          status: 'busted',
          hitTile: 17,
          minePositions: [1, 17, 20, 21, 22],
        },
        status: 'settled',
        stake: 2,
        payout: 0,
        multiplier: 0,
        capped: false,
        commitment: commitmentOf(SEED),
        clientSeed: 'abc',
        nonce: 12,
        serverSeed: SEED,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      '2.00',
    );
    expect(draft).toMatchObject({
      game: 'mines',
      mines: 5,
      minesPicks: [4, 2, 17],
      nonce: '12',
      stake: '2.00',
    });
  });
});
