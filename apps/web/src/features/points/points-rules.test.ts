import { POINT_MOVES, REDEEM_STATUSES } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/every-catalogue';
import {
  cannotRedeem,
  cashFor,
  checkConvert,
  checkMobile,
  checkQuantity,
  checkText,
  earnGroups,
  earnRule,
  LINE_FILTERS,
  largestConversion,
  largestQuantity,
  moveDirection,
  pageCount,
  pointsOf,
  REDEEM_FILTERS,
  signedPoints,
  statusTone,
  stockOf,
} from './points-rules';

const money = (amount: number) => `৳ ${amount.toFixed(2)}`;
const RATIO = { convertPoints: 100, convertAmount: 1 };

describe('the earning rule in words', () => {
  it('says one point per a whole amount when the rate divides evenly (250: 1 per 40)', () => {
    expect(earnRule(100)).toEqual({ points: 1, per: 100 });
    expect(earnRule(50)).toEqual({ points: 1, per: 200 });
    expect(earnRule(250)).toEqual({ points: 1, per: 40 });
    expect(earnRule(1)).toEqual({ points: 1, per: 10_000 });
    expect(earnRule(10_000)).toEqual({ points: 1, per: 1 });
  });

  it('says whole points per a round amount otherwise', () => {
    expect(earnRule(30)).toEqual({ points: 3, per: 1_000 });
    expect(earnRule(300)).toEqual({ points: 3, per: 100 });
    expect(earnRule(20_000)).toEqual({ points: 2, per: 1 });
    expect(earnRule(15_000)).toEqual({ points: 15, per: 10 });
    expect(earnRule(7)).toEqual({ points: 7, per: 10_000 });
  });

  it('groups the categories that earn at one rate, highest first, and leaves out those that earn nothing', () => {
    expect(
      earnGroups([
        { category: 'RNG', rateBp: 100 },
        { category: 'LIVE', rateBp: 50 },
        { category: 'SPORTS', rateBp: 100 },
        { category: 'FISH', rateBp: 0 },
        { category: 'PVP', rateBp: 200 },
      ]),
    ).toEqual([
      { rateBp: 200, categories: ['PVP'] },
      { rateBp: 100, categories: ['RNG', 'SPORTS'] },
      { rateBp: 50, categories: ['LIVE'] },
    ]);
    expect(earnGroups([])).toEqual([]);
  });
});

describe('converting points', () => {
  it('gives cash for whole steps of the ratio only, exactly in minor units', () => {
    expect(cashFor(1_000, RATIO, 2)).toBe(10);
    expect(cashFor(1_050, RATIO, 2)).toBe(10);
    expect(cashFor(99, RATIO, 2)).toBe(0);
    expect(cashFor(300, { convertPoints: 100, convertAmount: 0.1 }, 2)).toBe(0.3);
    expect(cashFor(700, { convertPoints: 100, convertAmount: 1.15 }, 2)).toBe(8.05);
    expect(cashFor(100, { convertPoints: 0, convertAmount: 1 }, 2)).toBe(0);
  });

  it('converts at most the whole steps the balance holds', () => {
    expect(largestConversion(1_234, 100)).toBe(1_200);
    expect(largestConversion(99, 100)).toBe(0);
    expect(largestConversion(-5, 100)).toBe(0);
  });

  it('refuses what the server refuses, in its words', () => {
    expect(checkConvert('', 500, RATIO, money)).toEqual({ key: 'err_required' });
    expect(checkConvert('1.5', 500, RATIO, money)).toEqual({ key: 'pm_err_whole' });
    expect(checkConvert('-100', 500, RATIO, money)).toEqual({ key: 'pm_err_whole' });
    expect(checkConvert('150', 500, RATIO, money)).toEqual({
      code: 'points.convert.step',
      params: { step: '100', amount: '৳ 1.00' },
    });
    expect(checkConvert('0', 500, RATIO, money)).toMatchObject({ code: 'points.convert.step' });
    expect(checkConvert('1000', 500, RATIO, money)).toEqual({
      code: 'points.not.enough',
      params: { needed: '1,000', points: '500' },
    });
    expect(checkConvert(' 500 ', 500, RATIO, money)).toBeNull();
  });

  it('reads typed points as whole numbers only', () => {
    expect(pointsOf('1200')).toBe(1_200);
    expect(pointsOf(' 7 ')).toBe(7);
    expect(pointsOf('1e3')).toBeNull();
    expect(pointsOf('1,000')).toBeNull();
    expect(pointsOf('')).toBeNull();
  });
});

describe('redeeming an item', () => {
  const item = { points: 8_000, stock: 3 as number | null };

  it('says what is left of an item', () => {
    expect(stockOf({ stock: null })).toEqual({ kind: 'unlimited' });
    expect(stockOf({ stock: 0 })).toEqual({ kind: 'soldOut' });
    expect(stockOf({ stock: 12 })).toEqual({ kind: 'left', left: 12 });
  });

  it('allows as many pieces as the stock, the points and the contract allow', () => {
    expect(largestQuantity(item, 100_000)).toBe(3);
    expect(largestQuantity({ points: 8_000, stock: null }, 20_000)).toBe(2);
    expect(largestQuantity({ points: 1, stock: null }, 1_000)).toBe(99);
    expect(largestQuantity(item, 7_999)).toBe(0);
  });

  it('says why a card cannot be redeemed', () => {
    expect(cannotRedeem({ points: 8_000, stock: 0 }, 100_000)).toEqual({ kind: 'soldOut' });
    expect(cannotRedeem(item, 5_000)).toEqual({ kind: 'points', short: 3_000 });
    expect(cannotRedeem(item, 8_000)).toBeNull();
  });

  it('refuses a quantity the server would refuse, in its words', () => {
    expect(checkQuantity('', item, 100_000)).toEqual({ key: 'err_required' });
    expect(checkQuantity('0', item, 100_000)).toEqual({ key: 'pm_err_quantity' });
    expect(checkQuantity('100', { points: 1, stock: null }, 1_000)).toEqual({ key: 'pm_err_quantity' });
    expect(checkQuantity('4', item, 100_000)).toEqual({ code: 'points.out.of.stock', params: { left: '3' } });
    expect(checkQuantity('2', item, 10_000)).toEqual({
      code: 'points.not.enough',
      params: { needed: '16,000', points: '10,000' },
    });
    expect(checkQuantity('2', item, 16_000)).toBeNull();
  });

  it('asks for the delivery as the contract takes it', () => {
    expect(checkText('  ', 64)).toEqual({ key: 'err_required' });
    expect(checkText('a'.repeat(65), 64)).toEqual({ key: 'pm_err_too_long' });
    expect(checkText(` ${'a'.repeat(64)} `, 64)).toBeNull();
    expect(checkMobile('')).toEqual({ key: 'err_required' });
    expect(checkMobile('+880 1712-345678')).toBeNull();
    expect(checkMobile('01712345678')).toBeNull();
    expect(checkMobile('12345')).toEqual({ key: 'pm_err_mobile' });
    expect(checkMobile('phone me')).toEqual({ key: 'pm_err_mobile' });
    expect(checkMobile('++8801712345678')).toEqual({ key: 'pm_err_mobile' });
  });
});

describe('the lists', () => {
  it('writes changes of points with their direction, in Latin digits', () => {
    expect(signedPoints(1_000)).toBe('+1,000');
    expect(signedPoints(-250)).toBe('\u2212250');
    expect(signedPoints(0)).toBe('0');
    expect(moveDirection({ points: 5 })).toBe('in');
    expect(moveDirection({ points: -5 })).toBe('out');
  });

  it('badges each status', () => {
    expect(statusTone('IN_PROCESS')).toBe('progress');
    expect(statusTone('APPROVED')).toBe('done');
    expect(statusTone('REJECTED')).toBe('bad');
    expect(statusTone('DONE')).toBe('quiet');
  });

  it('filters by every type and status the contract has', () => {
    expect(LINE_FILTERS.slice(1)).toEqual([...POINT_MOVES]);
    expect(REDEEM_FILTERS.slice(1)).toEqual([...REDEEM_STATUSES]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('has words in EN and BN for every type, status and tab the page names by pattern', () => {
    const keys = [
      ...LINE_FILTERS.map((type) => `pm_move_${type.toLowerCase()}`),
      ...REDEEM_FILTERS.map((status) => `pm_status_${status.toLowerCase()}`),
      ...['mall', 'redeems', 'details'].map((tab) => `pm_tab_${tab}`),
      'pm_earn_one',
      'pm_earn_many',
    ];
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(keys.filter((key) => !(key in catalogue))).toEqual([]);
    }
  });
});
