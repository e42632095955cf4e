import { type StaffPromotion, ZPromotionInput } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  nextHour,
  type PromotionDraft,
  parseWeights,
  percentText,
  percentToBp,
} from './promotion-form';

const filled = (change: Partial<PromotionDraft> = {}): PromotionDraft => ({
  ...emptyDraft(new Date('2026-03-01T10:20:00')),
  title: { EN: 'Reload 50%', BN: ' ' },
  rewardPercent: '50',
  ...change,
});

describe('the promotion editor', () => {
  it('sends a deposit promotion as the contract takes it, percent as basis points', () => {
    const { body, problems } = bodyOf(
      filled({
        rewardPercent: '12.5',
        rewardCap: '1,000',
        minDeposit: '200',
        wagering: '15',
        weights: { RNG: '100', LIVE: ' 50 ', SPORTS: '' },
        allChannels: false,
        channels: ['BKASH'],
        allLevels: false,
        vipLevels: [3, 1],
        newMemberDays: '30',
        bonusDays: '7',
        maxBet: '500.5',
        sortOrder: '3',
      }),
      2,
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      type: 'DEPOSIT',
      title: { EN: 'Reload 50%' },
      rewardBp: 1250,
      rewardFixed: 0,
      rewardCap: 1000,
      minDeposit: 200,
      wagering: 15,
      weights: { RNG: 100, LIVE: 50 },
      channels: ['BKASH'],
      vipLevels: [1, 3],
      newMemberDays: 30,
      bonusDays: 7,
      maxBet: 500.5,
      sortOrder: 3,
    });
    expect(ZPromotionInput.safeParse(body).success).toBe(true);
  });

  it('leaves deposit rules out of an applied promotion and makes it joined', () => {
    const { body, problems } = bodyOf(
      filled({
        type: 'APPLIED',
        rewardPercent: '50',
        rewardFixed: '300',
        minDeposit: '100',
        joinRequired: false,
        allChannels: false,
        channels: [],
      }),
      2,
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      rewardBp: 0,
      rewardFixed: 300,
      minDeposit: 0,
      channels: null,
      joinRequired: true,
    });
  });

  it('sends a rebate as a percent of play per period on chosen games, with no deposit rules', () => {
    const { body, problems } = bodyOf(
      filled({
        type: 'REBATE',
        frequency: 'DAILY',
        rewardPercent: '0.5',
        rewardFixed: '20',
        minDeposit: '100',
        allCategories: false,
        categories: ['RNG'],
        allChannels: false,
        channels: ['BKASH'],
      }),
      2,
    );
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      rewardBp: 50,
      rewardFixed: 0,
      minDeposit: 0,
      categories: ['RNG'],
      channels: null,
    });
    expect(ZPromotionInput.safeParse(body).success).toBe(true);
    const wrong = bodyOf(filled({ type: 'CASHBACK', rewardPercent: '120', allCategories: false }), 2);
    expect(wrong.problems).toEqual({
      rewardPercent: 'periodPercent',
      frequency: 'periodFrequency',
      categories: 'categories',
    });
  });

  it('names each field that cannot be sent', () => {
    const { problems } = bodyOf(
      {
        ...emptyDraft(),
        startsAt: '2026-03-02T10:00',
        endsAt: '2026-03-01T10:00',
        image: 'javascript:alert(1)',
        allChannels: false,
        allLevels: false,
        rewardCap: '0',
        wagering: '101',
        weights: { RNG: '120' },
        bonusDays: '400',
        newMemberDays: '0',
        sortOrder: 'x',
      },
      2,
    );
    expect(problems).toEqual({
      title: 'title',
      endsAt: 'endsAt',
      image: 'image',
      channels: 'channels',
      vipLevels: 'vipLevels',
      rewardFixed: 'reward',
      rewardCap: 'positive',
      wagering: 'wagering',
      weights: 'weights',
      bonusDays: 'bonusDays',
      newMemberDays: 'newMemberDays',
      sortOrder: 'sortOrder',
    });
  });

  it('refuses amounts with more decimals than the currency; without wagering its rules are not sent', () => {
    const { body, problems } = bodyOf(
      filled({ rewardFixed: '10.005', maxBet: '100', bonusDays: '999', weights: { RNG: '7' } }),
      2,
    );
    expect(problems).toEqual({ rewardFixed: 'amount' });
    expect(body).toMatchObject({ wagering: 0, maxBet: null, bonusDays: null, weights: {} });
    expect(bodyOf(filled({ rewardPercent: '1000.01' }), 2).problems).toEqual({ rewardPercent: 'percent' });
    expect(bodyOf(filled({ startsAt: '' }), 2).problems).toEqual({ startsAt: 'startsAt' });
    expect(bodyOf(filled({ wagering: '1.234' }), 2).problems).toEqual({ wagering: 'wagering' });
  });

  it('reads percents exactly, both ways', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('0.07')).toBe(7);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(percentText(1250)).toBe('12.5');
    expect(percentText(7)).toBe('0.07');
    expect(percentText(10_000)).toBe('100');
    expect(percentText(0)).toBe('');
  });

  it('reads weights: all empty is every category in full, else the ones given', () => {
    expect(parseWeights({})).toEqual({});
    expect(parseWeights({ RNG: '', LIVE: '  ' })).toEqual({});
    expect(parseWeights({ RNG: '0', FISH: '100' })).toEqual({ RNG: 0, FISH: 100 });
    expect(parseWeights({ RNG: '50.5' })).toBeNull();
    expect(parseWeights({ RNG: '101' })).toBeNull();
  });

  it('opens a saved promotion as the same body it was saved from', () => {
    const saved: StaffPromotion = {
      ...bodyOf(
        filled({ rewardFixed: '100', rewardPercent: '7.5', wagering: '2.5', weights: { LIVE: '20' } }),
        2,
      ).body,
      startsAt: '2026-03-01T05:00:00.000Z',
      id: '9',
      status: 'DRAFT',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      stats: { entries: 0, rewarded: 0, cost: 0, converted: 0, applying: 0 },
    };
    const again = bodyOf(draftOf(saved), 2);
    expect(again.problems).toEqual({});
    const { id: _id, status: _s, createdAt: _c, updatedAt: _u, stats: _st, ...input } = saved;
    expect(again.body).toEqual(input);
  });

  it('starts a new promotion at the next whole hour', () => {
    expect(nextHour(new Date('2026-03-01T10:20:00'))).toBe('2026-03-01T11:00');
  });
});
