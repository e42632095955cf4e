import { describe, expect, it } from 'vitest';
import {
  amountText,
  ascendingProblems,
  bpToPercent,
  draftOf,
  draftsOf,
  type LevelDraft,
  levelAbove,
  levelsBody,
  percentTextToBp,
  removable,
  type StaffVipLevel,
} from './vip-levels';

const level = (n: number, over: Partial<StaffVipLevel> = {}): StaffVipLevel => ({
  level: n,
  name: { EN: `VIP ${n}`, BN: `ভিআইপি ${n}` },
  minValidBet: n * 50_000,
  minDeposits: n * 10_000,
  upgradeBonus: n * 100,
  rebateBp: { RNG: 120 + n * 10, LIVE: 80 },
  cashbackBp: 500,
  cashbackCap: n === 0 ? null : 1000,
  keepValidBet: 0,
  members: n === 0 ? 12 : 0,
  ...over,
});

describe('VIP rates as percents', () => {
  it('shows basis points as a percent with two decimals, exactly', () => {
    expect(bpToPercent(120)).toBe('1.20');
    expect(bpToPercent(80)).toBe('0.80');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(0)).toBe('0.00');
    expect(bpToPercent(1000)).toBe('10.00');
    expect(bpToPercent(5000)).toBe('50.00');
  });

  it('reads a percent with up to two decimals as basis points within the limit', () => {
    expect(percentTextToBp('1.2', 1000)).toBe(120);
    expect(percentTextToBp('1.20', 1000)).toBe(120);
    expect(percentTextToBp(' 0.05 ', 1000)).toBe(5);
    expect(percentTextToBp('10', 1000)).toBe(1000);
    expect(percentTextToBp('1.5%', 1000)).toBe(150);
    expect(percentTextToBp('10.01', 1000)).toBeNull();
    expect(percentTextToBp('1.234', 1000)).toBeNull();
    expect(percentTextToBp('-1', 1000)).toBeNull();
    expect(percentTextToBp('1,2', 1000)).toBeNull();
    expect(percentTextToBp('', 1000)).toBeNull();
  });

  it('goes round every basis point from 0 to 10 % unchanged', () => {
    for (let bp = 0; bp <= 1000; bp += 1) expect(percentTextToBp(bpToPercent(bp), 1000)).toBe(bp);
  });
});

describe('the ascending rule', () => {
  it('passes levels that ask at least as much as the one below (equal is allowed)', () => {
    expect(
      ascendingProblems([
        { minValidBet: 0, minDeposits: 0 },
        { minValidBet: 100, minDeposits: 0 },
        { minValidBet: 100, minDeposits: 50 },
      ]),
    ).toEqual([]);
  });

  it('names each threshold that asks less, with the level below and its amount', () => {
    expect(
      ascendingProblems([
        { minValidBet: 0, minDeposits: 0 },
        { minValidBet: 500, minDeposits: 100 },
        { minValidBet: 400, minDeposits: 100 },
        { minValidBet: 600, minDeposits: 99.99 },
      ]),
    ).toEqual([
      { index: 2, field: 'minValidBet', below: { level: 1, amount: 500 } },
      { index: 3, field: 'minDeposits', below: { level: 2, amount: 100 } },
    ]);
  });

  it('compares across a level whose amount cannot be read', () => {
    expect(
      ascendingProblems([
        { minValidBet: 0, minDeposits: 0 },
        { minValidBet: 500, minDeposits: 0 },
        { minValidBet: null, minDeposits: 0 },
        { minValidBet: 300, minDeposits: 0 },
      ]),
    ).toEqual([{ index: 3, field: 'minValidBet', below: { level: 1, amount: 500 } }]);
  });
});

describe('the VIP level table as a body', () => {
  const saved = [level(0, { minValidBet: 0, minDeposits: 0 }), level(1), level(2)];

  it('sends what was loaded unchanged: levels in order, rates in basis points', () => {
    const { levels, problems } = levelsBody(draftsOf(saved), 2);
    expect(problems).toEqual({});
    expect(levels).toEqual(saved.map(({ members: _members, ...input }) => input));
  });

  it('shows amounts grouped, as staff read them, and reads them back exactly', () => {
    const draft = draftOf(level(3, { minValidBet: 5_000_000, minDeposits: 1234.5, cashbackCap: 20_000 }), 2);
    expect(draft).toMatchObject({ minValidBet: '5,000,000', minDeposits: '1,234.5', cashbackCap: '20,000' });
    expect(amountText(0.1, 2)).toBe('0.1');
    expect(amountText(1500, 0)).toBe('1,500');
    const [body] = levelsBody([{ ...draft, minValidBet: '0', minDeposits: '0' }], 2).levels;
    expect(body).toMatchObject({ cashbackCap: 20_000, upgradeBonus: 300 });
  });

  it('numbers the levels by their place and sorts a loaded table by level', () => {
    const drafts = draftsOf([saved[2]!, saved[0]!, saved[1]!]);
    expect(drafts.map((d) => d.name.EN)).toEqual(['VIP 0', 'VIP 1', 'VIP 2']);
    expect(levelsBody(drafts, 2).levels.map((l) => l.level)).toEqual([0, 1, 2]);
  });

  it('reads empty amounts as 0, an empty cap as none and leaves an empty rate out', () => {
    const draft: LevelDraft = {
      ...draftOf(saved[0]!),
      upgradeBonus: '',
      cashback: '',
      cashbackCap: '',
      rebates: { RNG: '1.2', LIVE: '' },
    };
    const [body] = levelsBody([draft], 2).levels;
    expect(body).toMatchObject({ upgradeBonus: 0, cashbackBp: 0, cashbackCap: null, rebateBp: { RNG: 120 } });
    expect(body?.rebateBp).not.toHaveProperty('LIVE');
  });

  it('marks each control that cannot be sent', () => {
    const drafts = draftsOf(saved);
    drafts[1] = {
      ...drafts[1]!,
      name: { EN: ' ', BN: '' },
      minDeposits: '10.001',
      upgradeBonus: 'abc',
      cashback: '50.01',
      cashbackCap: '0',
      rebates: { RNG: '10.5', FISH: '1.234' },
    };
    drafts[2] = { ...drafts[2]!, minValidBet: '49999.99' };
    expect(levelsBody(drafts, 2).problems).toEqual({
      '1:name': { key: 'name' },
      '1:minDeposits': { key: 'amount' },
      '1:upgradeBonus': { key: 'amount' },
      '1:cashback': { key: 'cashback' },
      '1:cashbackCap': { key: 'cap' },
      '1:rebate:RNG': { key: 'rate' },
      '1:rebate:FISH': { key: 'rate' },
      '2:minValidBet': { key: 'ascending', below: { level: 1, amount: 50_000 } },
    });
  });

  it('keeps level 0 asking nothing', () => {
    const drafts = draftsOf(saved);
    drafts[0] = { ...drafts[0]!, minDeposits: '1' };
    expect(levelsBody(drafts, 2).problems).toEqual({ '0:minDeposits': { key: 'levelZero' } });
  });

  it('adds a level asking what the top one asks, with its rates, nameless and unheld', () => {
    const top = draftOf(saved[2]!);
    const above = levelAbove(top);
    expect(above).toMatchObject({ members: 0, name: {}, minValidBet: top.minValidBet, upgradeBonus: '0' });
    expect(above.rebates).toEqual(top.rebates);
    expect(levelsBody([...draftsOf(saved), above], 2).problems).toEqual({ '3:name': { key: 'name' } });
  });

  it('removes the top level only while no member holds it, and never level 0', () => {
    const drafts = draftsOf(saved);
    expect(removable(drafts)).toBe(true);
    expect(removable([...drafts.slice(0, 2), { ...drafts[2]!, members: 3 }])).toBe(false);
    expect(removable(drafts.slice(0, 1))).toBe(false);
  });
});
