import type { PromotionRules } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/every-catalogue';
import { moneyWords, numberWords, type RuleWordsContext, ruleWords, weightWords } from './rule-words';

/** The catalogue's `t`, with i18next's `{{name}}` placeholders. */
function contextIn(language: 'EN' | 'BN'): RuleWordsContext {
  const strings = CATALOGUES[language];
  return {
    t: (key, params = {}) => {
      const text = strings[key];
      if (text === undefined) throw new Error(`missing key ${key}`);
      return text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => params[name] ?? `{{${name}}}`);
    },
    currencySymbol: '৳',
    scale: 2,
  };
}

const EN = contextIn('EN');
const BN = contextIn('BN');

/** The demo's welcome bonus (demo-promotions.ts), in major units. */
const WELCOME: PromotionRules = {
  frequency: 'ONCE',
  joinRequired: true,
  newMemberDays: null,
  vipLevels: null,
  categories: null,
  channels: null,
  minDeposit: 200,
  rewardFixed: 0,
  rewardBp: 10_000,
  rewardCap: 5000,
  claimMode: 'AUTO',
  wagering: 10,
  weights: { RNG: 100, LIVE: 20 },
  bonusDays: 14,
  maxBet: 500,
  exclusive: false,
};

describe('rule words', () => {
  it('words the welcome bonus in English, one rule a line', () => {
    expect(ruleWords({ type: 'FIRST_DEPOSIT', rules: WELCOME }, EN)).toEqual([
      'Join first',
      'Make your first deposit, at least ৳200',
      'Get 100% of your deposit, up to ৳5,000',
      'Wager the bonus 10× within 14 days: Slots 100%, Live casino 20%; other games do not count',
      'While wagering, each bet is at most ৳500',
      'Once per member',
    ]);
  });

  it('words a weekly deposit bonus for new members through named channels', () => {
    const rules: PromotionRules = {
      ...WELCOME,
      frequency: 'WEEKLY',
      newMemberDays: 30,
      channels: ['Bank transfer'],
      minDeposit: 500,
      rewardBp: 2500,
      rewardCap: null,
      weights: {},
      bonusDays: null,
      maxBet: null,
      claimMode: 'CLAIM',
      exclusive: true,
    };
    expect(ruleWords({ type: 'DEPOSIT', rules }, EN)).toEqual([
      'For members who registered in the last 30 days',
      'Join first',
      'Deposit at least ৳500 through Bank transfer',
      'Get 25% of your deposit',
      'Claim it in the reward centre',
      'Wager the bonus 10× before you withdraw it: every game counts in full',
      'Once a week',
      'Not given while another bonus is wagering',
    ]);
  });

  it('words a fixed reward paid without wagering, and a fixed part with a percent', () => {
    const applied: PromotionRules = {
      ...WELCOME,
      frequency: 'MONTHLY',
      minDeposit: 0,
      rewardFixed: 100,
      rewardBp: 0,
      rewardCap: null,
      wagering: 0,
      maxBet: null,
    };
    expect(ruleWords({ type: 'APPLIED', rules: applied }, EN)).toEqual([
      'Apply with 1 to 3 screenshots and a short remark; our team decides within a day',
      'Get ৳100',
      'Paid straight to your main wallet: no wagering',
      'Once a month',
    ]);
    const both = {
      ...applied,
      joinRequired: false,
      rewardBp: 1250,
      rewardCap: 1000.5,
      frequency: 'DAILY' as const,
    };
    expect(ruleWords({ type: 'DEPOSIT', rules: both }, EN)).toEqual([
      'Deposit any amount',
      'Get ৳100 plus 12.5% of your deposit, up to ৳1,000.50',
      'Paid straight to your main wallet: no wagering',
      'Once a day',
    ]);
  });

  it('names the VIP levels a promotion is for, before anything else but new members', () => {
    const rules = { ...WELCOME, newMemberDays: 30, vipLevels: ['VIP 2', 'VIP 3'] };
    expect(ruleWords({ type: 'FIRST_DEPOSIT', rules }, EN).slice(0, 3)).toEqual([
      'For members who registered in the last 30 days',
      'For VIP 2 or VIP 3 members',
      'Join first',
    ]);
    expect(ruleWords({ type: 'FIRST_DEPOSIT', rules: { ...WELCOME, vipLevels: ['VIP 1'] } }, BN)[0]).toBe(
      'VIP 1 সদস্যদের জন্য',
    );
  });

  it('words a weekly cash back and a daily rebate on chosen games, without a frequency line', () => {
    const cashback = {
      ...WELCOME,
      joinRequired: false,
      frequency: 'WEEKLY' as const,
      rewardBp: 1_000,
      rewardCap: 2_000,
      wagering: 0,
      exclusive: false,
    };
    expect(ruleWords({ type: 'CASHBACK', rules: cashback }, EN)).toEqual([
      'Get 10% of your net loss back each week (Monday to Sunday)',
      'At most ৳2,000 a week',
      'Paid after the week ends, once its bets are settled',
      'Paid straight to your main wallet: no wagering',
    ]);
    const rebate = {
      ...cashback,
      frequency: 'DAILY' as const,
      rewardBp: 50,
      rewardCap: null,
      categories: ['RNG' as const, 'FISH' as const],
      claimMode: 'CLAIM' as const,
    };
    expect(ruleWords({ type: 'REBATE', rules: rebate }, EN).slice(0, 4)).toEqual([
      'Get 0.5% of your valid bet back each day',
      'Counts bets in Slots or Fishing',
      'Paid after the day ends, once its bets are settled',
      'Claim it in the reward centre',
    ]);
  });

  it('lists several channels with "or"', () => {
    const rules = { ...WELCOME, joinRequired: false, channels: ['Bank transfer', 'bKash', 'Nagad'] };
    expect(ruleWords({ type: 'DEPOSIT', rules }, EN)[0]).toBe(
      'Deposit at least ৳200 through Bank transfer, bKash or Nagad',
    );
  });

  it('words the same rules in Bengali, with Latin digits', () => {
    const lines = ruleWords({ type: 'FIRST_DEPOSIT', rules: { ...WELCOME, newMemberDays: 30 } }, BN);
    expect(lines).toEqual([
      'গত 30 দিনে নিবন্ধিত সদস্যদের জন্য',
      'আগে যোগ দিন',
      'আপনার প্রথম জমা দিন, কমপক্ষে ৳200',
      'আপনার জমার 100% পান, ৳5,000 পর্যন্ত',
      `14 দিনের মধ্যে বোনাসটি 10× বাজি ধরুন: ${CATALOGUES.BN.con_rng} 100%, ${CATALOGUES.BN.hd_live_casino} 20%; অন্য গেম গণ্য হয় না`,
      'বাজির শর্ত চলাকালীন প্রতিটি বাজি সর্বোচ্চ ৳500',
      'প্রতি সদস্য একবার',
    ]);
    expect(lines.join(' ')).not.toMatch(/[\u09E6-\u09EF]/u);
  });

  it('writes money and numbers compactly', () => {
    expect(moneyWords(5000, '৳', 2)).toBe('৳5,000');
    expect(moneyWords(12.5, '৳', 2)).toBe('৳12.50');
    expect(numberWords(2.5)).toBe('2.5');
    expect(numberWords(0.125)).toBe('0.13');
    expect(numberWords(1500)).toBe('1,500');
    expect(weightWords({}, EN.t)).toBeNull();
    expect(weightWords({ LIVE: 20, INHOUSE: 100 }, EN.t)).toBe('In-house games 100%, Live casino 20%');
  });
});
