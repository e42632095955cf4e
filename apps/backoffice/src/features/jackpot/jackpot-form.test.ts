import { GAME_CATEGORIES } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { basisPoints, jackpotBody, jackpotDraftOf, NEW_SETTINGS } from './jackpot-form';

const SAVED = {
  enabled: true,
  categories: ['RNG' as const, 'LIVE' as const],
  contributionBp: 50,
  seed: 31_250_000,
  dropMin: 32_000_000,
  dropMax: 32_500_000,
};

describe('the jackpot settings form', () => {
  it('holds the stored settings as typed and gives them back unchanged', () => {
    const draft = jackpotDraftOf(SAVED, 2);
    expect(draft).toMatchObject({ percent: '0.5', seed: '31,250,000', dropMin: '32,000,000', all: false });
    expect(jackpotBody(draft, 2)).toEqual({ body: SAVED, problems: {} });
  });

  it('reads the contribution as a percent with two decimals, from 0.01 to 10', () => {
    expect(basisPoints('0.01')).toBe(1);
    expect(basisPoints('2.5 %')).toBe(250);
    expect(basisPoints('10')).toBe(1_000);
    for (const bad of ['0', '10.01', '0.001', 'x', '', '-1']) expect(basisPoints(bad), bad).toBeNull();
  });

  it('names each control that does not fit', () => {
    const draft = jackpotDraftOf(NEW_SETTINGS, 2);
    expect(jackpotBody({ ...draft, categories: [], seed: '', percent: '11' }, 2).problems).toEqual({
      categories: 'categories',
      seed: 'amount',
      percent: 'percent',
      dropMin: 'amount',
      dropMax: 'amount',
    });
    const filled = { ...draft, seed: '1,000', dropMin: '1,000', dropMax: '900' };
    expect(jackpotBody(filled, 2).problems).toEqual({ dropMin: 'aboveSeed' });
    expect(jackpotBody({ ...filled, dropMin: '1,500' }, 2).problems).toEqual({ dropMax: 'range' });
    expect(jackpotBody({ ...filled, dropMin: '1,500', dropMax: '1,500.005' }, 2).problems).toEqual({
      dropMax: 'amount',
    });
  });

  it('sends every category when every one is ticked', () => {
    const draft = { ...jackpotDraftOf(SAVED, 2), all: true };
    expect(jackpotBody(draft, 2).body.categories).toEqual([...GAME_CATEGORIES]);
  });
});
