import type { VipLevel, VipStanding } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  cashbackKind,
  dayText,
  keepLine,
  levelRates,
  nextLevelProgress,
  progressPercent,
  rateTable,
  rateText,
  rebateBpOf,
  weekText,
} from './vip-words';

const level = (overrides: Partial<VipLevel>): VipLevel => ({
  level: 1,
  name: 'VIP 1',
  minValidBet: 10_000,
  minDeposits: 2_000,
  upgradeBonus: 100,
  rebates: [],
  cashbackBp: 0,
  cashbackCap: null,
  keepValidBet: 0,
  ...overrides,
});

const standing = (overrides: Partial<VipStanding>): VipStanding => ({
  hasVip: false,
  vipRankLevel: 0,
  vipLabelName: 'Member',
  validBet: 0,
  deposits: 0,
  next: { level: 1, name: 'VIP 1', validBetLeft: 10_000, depositsLeft: 2_000, regainLeft: null },
  keep: null,
  dropped: null,
  ...overrides,
});

describe('rates', () => {
  it('writes basis points as the percents of spec §9', () => {
    expect([120, 80, 100, 5, 0, 1_000, 33].map(rateText)).toEqual([
      '1.2%',
      '0.8%',
      '1%',
      '0.05%',
      '0%',
      '10%',
      '0.33%',
    ]);
  });

  it('keeps only the categories that pay a rebate, and shows nothing for the others', () => {
    const table = rateTable([
      { category: 'RNG', rateBp: 120 },
      { category: 'LIVE', rateBp: 80 },
      { category: 'PVP', rateBp: 0 },
    ]);
    expect(table).toEqual({ RNG: 120, LIVE: 80 });
    expect(rebateBpOf(table, 'RNG')).toBe(120);
    expect(rebateBpOf(table, 'PVP')).toBeNull();
    expect(rebateBpOf(table, 'FISH')).toBeNull();
    expect(rebateBpOf(null, 'RNG')).toBeNull();
  });

  it("lists a level's rates in the site's category order, without the zero ones", () => {
    const rates = levelRates(
      level({
        rebates: [
          { category: 'LOTT', rateBp: 100 },
          { category: 'PVP', rateBp: 0 },
          { category: 'RNG', rateBp: 120 },
          { category: 'LIVE', rateBp: 80 },
        ],
      }),
      ['LIVE', 'RNG', 'LOTT'],
    );
    expect(rates.map((rate) => rate.category)).toEqual(['LIVE', 'RNG', 'LOTT']);
  });

  it('says how a level pays cash back', () => {
    expect(cashbackKind({ cashbackBp: 0, cashbackCap: null })).toBe('none');
    expect(cashbackKind({ cashbackBp: 500, cashbackCap: null })).toBe('rate');
    expect(cashbackKind({ cashbackBp: 500, cashbackCap: 1_000 })).toBe('capped');
  });
});

describe('progress toward the next level', () => {
  it('rounds down, and reaches 100 only when the threshold is met', () => {
    expect(progressPercent(0, 10_000)).toBe(0);
    expect(progressPercent(2_500, 10_000)).toBe(25);
    expect(progressPercent(9_999.99, 10_000)).toBe(99);
    expect(progressPercent(10_000, 10_000)).toBe(100);
    expect(progressPercent(12_000, 10_000)).toBe(100);
    expect(progressPercent(5, 0)).toBe(100);
    expect(progressPercent(0.5, 10_000)).toBe(0);
  });

  it("reads each figure's target from the level table and says what is left", () => {
    const progress = nextLevelProgress(
      standing({
        validBet: 2_500,
        deposits: 500,
        next: { level: 1, name: 'VIP 1', validBetLeft: 7_500, depositsLeft: 1_500, regainLeft: null },
      }),
      [level({ level: 0, minValidBet: 0, minDeposits: 0 }), level({})],
    );
    expect(progress).toMatchObject({
      level: 1,
      name: 'VIP 1',
      validBet: { have: 2_500, target: 10_000, left: 7_500, percent: 25 },
      deposits: { have: 500, target: 2_000, left: 1_500, percent: 25 },
      left: 'both',
    });
  });

  it('names only the figure still short', () => {
    const levels = [level({})];
    const of = (validBetLeft: number, depositsLeft: number) =>
      nextLevelProgress(
        standing({
          validBet: 10_000 - validBetLeft,
          deposits: 2_000 - depositsLeft,
          next: { level: 1, name: 'VIP 1', validBetLeft, depositsLeft, regainLeft: null },
        }),
        levels,
      )?.left;
    expect(of(100, 0)).toBe('validBet');
    expect(of(0, 100)).toBe('deposits');
    expect(of(0, 0)).toBe('none');
  });

  it('counts a level held before toward its keep amount this month', () => {
    const progress = nextLevelProgress(
      standing({
        vipRankLevel: 1,
        validBet: 60_000,
        deposits: 9_000,
        next: { level: 2, name: 'VIP 2', validBetLeft: 0, depositsLeft: 0, regainLeft: 750 },
      }),
      [level({}), level({ level: 2, name: 'VIP 2', keepValidBet: 1_000 })],
    );
    expect(progress?.regain).toEqual({ have: 250, target: 1_000, left: 750, percent: 25 });
    expect(progress?.left).toBe('none');
    expect(nextLevelProgress(standing({}), [level({})])?.regain).toBeNull();
    expect(keepLine(1_200, 1_000)).toEqual({ have: 1_200, target: 1_000, left: 0, percent: 100 });
  });

  it('falls back to what is left when the table does not name the level', () => {
    const progress = nextLevelProgress(
      standing({
        validBet: 300,
        deposits: 0,
        next: { level: 4, name: 'VIP 4', validBetLeft: 700, depositsLeft: 0, regainLeft: null },
      }),
      [],
    );
    expect(progress?.validBet).toEqual({ have: 300, target: 1_000, left: 700, percent: 30 });
    expect(progress?.deposits.percent).toBe(100);
    expect(progress?.left).toBe('validBet');
  });

  it('has none at the top level', () => {
    expect(nextLevelProgress(standing({ next: null }), [])).toBeNull();
  });
});

describe('days and weeks', () => {
  it('writes a brand day as that day in any time zone, with Latin digits in Bengali', () => {
    expect(dayText('2026-11-26', 'en-GB')).toBe('26 Nov 2026');
    expect(dayText('2026-11-26', 'bn-BD-u-nu-latn')).toMatch(/^26 /u);
  });

  it('writes a week from its Monday to its Sunday', () => {
    // ICU versions differ on the spaces around the dash.
    expect(weekText('2026-11-23', 'en-GB')).toMatch(/^23\s?–\s?29 Nov 2026$/u);
    expect(weekText('2026-11-30', 'en-GB')).toMatch(/^30 Nov\s–\s6 Dec 2026$/u);
  });
});
