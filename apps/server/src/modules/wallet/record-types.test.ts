import { describe, expect, it } from 'vitest';
import { kindsOf, typeOfKind } from './record-types.js';

describe('account record types', () => {
  it('shows the lottery’s stakes, wins, refunds and corrections as game money, not adjustments', () => {
    for (const kind of ['LOTTERY_BET', 'LOTTERY_WIN', 'LOTTERY_REFUND', 'LOTTERY_CORRECTION']) {
      expect(typeOfKind(kind)).toBe('GAME');
      expect(kindsOf('GAME')).toContain(kind);
    }
    expect(typeOfKind('ADJUSTMENT')).toBe('ADJUSTMENT');
    expect(typeOfKind('SOMETHING_NEW')).toBe('ADJUSTMENT');
  });
});
