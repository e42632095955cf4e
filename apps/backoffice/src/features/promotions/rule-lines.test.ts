import type { PromotionRules } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { ruleLines } from './rule-lines';

const rules: PromotionRules = {
  frequency: 'WEEKLY',
  joinRequired: true,
  newMemberDays: null,
  vipLevels: null,
  categories: null,
  channels: null,
  minDeposit: 200,
  rewardFixed: 0,
  rewardBp: 5000,
  rewardCap: 1000,
  claimMode: 'AUTO',
  wagering: 10,
  weights: { RNG: 100, LIVE: 20 },
  bonusDays: 7,
  maxBet: 500,
  exclusive: true,
};
const money = (n: number) => `৳${n}`;

describe('a promotion card in plain words', () => {
  it('says what a deposit promotion gives and asks', () => {
    expect(ruleLines(rules, 'DEPOSIT', money).map((line) => line.key)).toEqual([
      'rewardPercent',
      'rewardCap',
      'minDeposit',
      'channelsAll',
      'frequency.WEEKLY',
      'join',
      'wagering',
      'weights',
      'bonusDays',
      'maxBet',
      'exclusive',
    ]);
    const lines = ruleLines(rules, 'DEPOSIT', money);
    expect(lines[0]?.values).toEqual({ percent: '50%' });
    expect(lines.find((l) => l.key === 'weights')?.categories).toEqual([
      { category: 'RNG', percent: 100 },
      { category: 'LIVE', percent: 20 },
    ]);
  });

  it('says an applied promotion is granted by staff, without deposit rules or wagering details', () => {
    const applied = {
      ...rules,
      rewardBp: 0,
      rewardFixed: 300,
      rewardCap: null,
      wagering: 0,
      exclusive: false,
    };
    expect(ruleLines(applied, 'APPLIED', money)).toEqual([
      { key: 'applied' },
      { key: 'rewardFixed', values: { amount: '৳300' } },
      { key: 'frequency.WEEKLY' },
      { key: 'noWagering' },
    ]);
  });

  it('names the channels and both parts of a reward', () => {
    const both = { ...rules, rewardFixed: 50, channels: ['bKash', 'Nagad'], weights: {} };
    const keys = ruleLines(both, 'FIRST_DEPOSIT', money);
    expect(keys[0]).toEqual({ key: 'firstDeposit' });
    expect(keys[1]).toEqual({ key: 'rewardBoth', values: { amount: '৳50', percent: '50%' } });
    expect(keys.find((l) => l.key === 'channels')?.values).toEqual({ list: 'bKash, Nagad' });
    expect(keys.some((l) => l.key === 'weightsAll')).toBe(true);
  });

  it('words a weekly cash back on chosen games without a frequency line', () => {
    const lines = ruleLines(
      { ...rules, rewardFixed: 0, rewardBp: 1_000, categories: ['RNG', 'LIVE'] },
      'CASHBACK',
      (amount) => `৳${amount}`,
    );
    expect(lines.map((line) => line.key).slice(0, 3)).toEqual(['cashback', 'games', 'rewardCap']);
    expect(lines[0]!.values).toEqual({ percent: '10%', period: 'WEEKLY' });
    expect(lines.some((line) => line.key.startsWith('frequency.'))).toBe(false);
  });
});
