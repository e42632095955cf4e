import { describe, expect, it } from 'vitest';
import { tierWords } from './tier-words';

const money = (value: number) => `৳ ${value.toFixed(2)}`;
const tier = { minValidBet: 10_000, minActiveMembers: 5, minNetLoss: 2_000, rateBp: 150, fixed: 0 };

describe('a tier in plain words (spec §4)', () => {
  it('says a salary tier as valid bet and active members → rate of valid bet', () => {
    expect(tierWords(tier, 'REALTIME_SALARY', money)).toEqual({
      key: 'ct_tier_salary',
      params: { bet: '৳ 10000.00', members: '5', rate: '1.5\u00a0%' },
    });
  });

  it('adds the fixed amount of a salary tier when there is one', () => {
    expect(tierWords({ ...tier, fixed: 300 }, 'DAILY_SALARY', money)).toEqual({
      key: 'ct_tier_salary_fixed',
      params: { bet: '৳ 10000.00', members: '5', rate: '1.5\u00a0%', fixed: '৳ 300.00' },
    });
  });

  it('says a dividend tier with its net loss, and never a fixed amount', () => {
    expect(tierWords({ ...tier, fixed: 300, rateBp: 2500 }, 'DIVIDEND', money)).toEqual({
      key: 'ct_tier_dividend',
      params: { bet: '৳ 10000.00', members: '5', rate: '25\u00a0%', loss: '৳ 2000.00' },
    });
  });

  it('groups large member counts with Latin digits', () => {
    expect(tierWords({ ...tier, minActiveMembers: 12_500 }, 'HOURLY_SALARY', money).params.members).toBe(
      '12,500',
    );
  });
});
