import { describe, expect, it } from 'vitest';
import { statLinks } from './components/promotion-stats';
import { movesOf } from './components/promotion-status';
import { wageringShare } from './components/wagering-bar';

const stats = { entries: 0, rewarded: 0, cost: 0, converted: 0, applying: 0 };

describe('the promotions list', () => {
  it('offers the status moves the server allows', () => {
    expect(movesOf({ status: 'DRAFT', stats })).toEqual(['LIVE']);
    expect(movesOf({ status: 'LIVE', stats })).toEqual(['ENDED', 'DRAFT']);
    expect(movesOf({ status: 'LIVE', stats: { ...stats, entries: 1 } })).toEqual(['ENDED']);
    expect(movesOf({ status: 'ENDED', stats })).toEqual([]);
  });

  it('links each figure to the rows behind it', () => {
    expect(statLinks({ id: '7', type: 'APPLIED' })).toEqual({
      entries: null,
      rewarded: '/applications?state=DECIDED&promotion=7',
      cost: '/applications?state=DECIDED&promotion=7',
      converted: '/bonuses?promotion=7&state=CONVERTED',
      applying: '/applications?promotion=7',
    });
    expect(statLinks({ id: '8', type: 'DEPOSIT' })).toMatchObject({
      rewarded: '/bonuses?promotion=8',
      applying: null,
    });
  });

  it('draws wagering as a share of the turnover, whole and bounded', () => {
    expect(wageringShare(0, 1000)).toBe(0);
    expect(wageringShare(333, 1000)).toBe(33);
    expect(wageringShare(1200, 1000)).toBe(100);
    expect(wageringShare(0, 0)).toBe(100);
  });
});
