import { LOTTERY_FAMILIES, LOTTERY_PRIZE_MODES, LOTTERY_PROBLEM_TEXTS } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { LOTTERY_PROBLEMS } from './errors.js';
import { FAMILIES, PRIZE_MODES } from './types.js';

/**
 * The contracts name the families, prize modes and refusal texts without importing the engine (so
 * the site's first page does not load every family's rules); they must still say the same.
 */
describe('the contracts and the engine', () => {
  it('name the same families and prize modes', () => {
    expect([...LOTTERY_FAMILIES]).toEqual([...FAMILIES]);
    expect([...LOTTERY_PRIZE_MODES]).toEqual([...PRIZE_MODES]);
  });

  it('word every refusal the engine can give', () => {
    expect(Object.keys(LOTTERY_PROBLEM_TEXTS).sort()).toEqual(Object.values(LOTTERY_PROBLEMS).sort());
  });
});
