import type { ReferralRules } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  canShare,
  friendSteps,
  howItWorks,
  isShareCancelled,
  money,
  pageCount,
  reachedCount,
  registeredDay,
  validBetShare,
} from './referral-words';

const DEMO: ReferralRules = {
  enabled: true,
  registerReward: 20,
  firstDepositReward: 100,
  firstDepositMin: 500,
  validBetReward: 200,
  validBetThreshold: 5000,
};

describe('howItWorks', () => {
  it('lists the three steps in order with their rewards and amounts', () => {
    expect(howItWorks(DEMO)).toEqual([
      { stage: 'REGISTER', reward: 20, amount: null },
      { stage: 'FIRST_DEPOSIT', reward: 100, amount: 500 },
      { stage: 'VALID_BET', reward: 200, amount: 5000 },
    ]);
  });

  it('leaves out the steps that pay nothing', () => {
    expect(howItWorks({ ...DEMO, registerReward: 0, validBetReward: 0 }).map((s) => s.stage)).toEqual([
      'FIRST_DEPOSIT',
    ]);
    expect(howItWorks({ ...DEMO, registerReward: 0, firstDepositReward: 0, validBetReward: 0 })).toEqual([]);
  });
});

describe('friendSteps', () => {
  it('marks the reached steps and carries each reward with its state', () => {
    const steps = friendSteps({
      stages: ['REGISTER', 'FIRST_DEPOSIT'],
      rewards: [
        { stage: 'REGISTER', amount: 20, state: 'PAID' },
        { stage: 'FIRST_DEPOSIT', amount: 100, state: 'HELD' },
      ],
    });
    expect(steps).toEqual([
      { stage: 'REGISTER', reached: true, reward: { amount: 20, state: 'PAID' } },
      { stage: 'FIRST_DEPOSIT', reached: true, reward: { amount: 100, state: 'HELD' } },
      { stage: 'VALID_BET', reached: false, reward: null },
    ]);
    expect(reachedCount(steps)).toBe(2);
  });

  it('keeps the fixed order whatever order the server sends, and a reward implies its step', () => {
    const steps = friendSteps({
      stages: ['VALID_BET'],
      rewards: [{ stage: 'REGISTER', amount: 20, state: 'REJECTED' }],
    });
    expect(steps.map((s) => [s.stage, s.reached])).toEqual([
      ['REGISTER', true],
      ['FIRST_DEPOSIT', false],
      ['VALID_BET', true],
    ]);
  });
});

describe('validBetShare', () => {
  it('is the share of the threshold, capped at full', () => {
    expect(validBetShare(0, 5000)).toBe(0);
    expect(validBetShare(1250, 5000)).toBe(0.25);
    expect(validBetShare(9000, 5000)).toBe(1);
    expect(validBetShare(-5, 5000)).toBe(0);
  });

  it('is null without a threshold', () => {
    expect(validBetShare(100, 0)).toBeNull();
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(25, 5)).toBe(5);
  });
});

describe('money and days', () => {
  it('writes whole amounts without decimals and others with the currency scale', () => {
    expect(money(5000, '৳', 2)).toBe('৳\u00a05,000');
    expect(money(12.5, '৳', 2)).toBe('৳\u00a012.50');
  });

  it('writes the registration day in the language, Latin digits', () => {
    expect(registeredDay('2026-11-27T10:00:00Z', 'EN')).toMatch(/27 Nov 2026/u);
    expect(registeredDay('2026-11-27T10:00:00Z', 'BN')).toMatch(/27/u);
    expect(registeredDay('2026-11-27T10:00:00Z', 'BN')).not.toMatch(/[০-৯]/u);
    expect(registeredDay('soon', 'EN')).toBe('soon');
  });
});

describe('sharing', () => {
  it('offers the share sheet only where the browser has one that takes the link', () => {
    expect(canShare(undefined, 'https://x.test')).toBe(false);
    expect(canShare({} as Navigator, 'https://x.test')).toBe(false);
    const share = async () => undefined;
    expect(canShare({ share } as Pick<Navigator, 'share'>, 'https://x.test')).toBe(true);
    expect(canShare({ share, canShare: () => false } as unknown as Navigator, 'https://x.test')).toBe(false);
  });

  it('treats a closed share sheet as no failure', () => {
    expect(isShareCancelled(new DOMException('closed', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new Error('boom'))).toBe(false);
  });
});
