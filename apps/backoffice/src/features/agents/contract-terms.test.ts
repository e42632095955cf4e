import type { ContractTier } from '@tessera/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues';
import { formatCount, formatMoney } from '../../lib/format';
import {
  bpToPercentText,
  contractBody,
  emptyContract,
  emptyTier,
  formatRate,
  percentToBp,
  type TermsFormat,
  tierSummary,
} from './contract-terms';

async function format(language: 'EN' | 'BN'): Promise<TermsFormat> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { EN: { translation: CATALOGUES.EN }, BN: { translation: CATALOGUES.BN } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return {
    t: (key, values) => i18n.t(key, values ?? {}),
    language,
    money: (amount) => formatMoney(amount, 'BDT', language),
    count: (value) => formatCount(value, language),
  };
}

const tier = (patch: Partial<ContractTier>): ContractTier => ({
  minValidBet: 0,
  minActiveMembers: 0,
  minNetLoss: 0,
  rateBp: 0,
  fixed: 0,
  ...patch,
});

describe('rates: per cent on screen, basis points on the wire', () => {
  it('reads a per cent exactly', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0.07')).toBe(7);
    expect(percentToBp('12')).toBe(1200);
    expect(percentToBp(' 2.25 % ')).toBe(225);
    expect(percentToBp('1,5')).toBe(150);
    expect(percentToBp('0')).toBe(0);
    expect(percentToBp('50')).toBe(5000);
    // 0.1 + 0.2 style noise cannot happen: 0.29 % is 29 bp, not 28.999…
    expect(percentToBp('0.29')).toBe(29);
  });

  it('refuses what is not a rate the contract allows', () => {
    for (const text of ['', ' ', 'abc', '-1', '1.234', '50.01', '120', '1e2', '.5'])
      expect(percentToBp(text), text).toBeNull();
  });

  it('writes basis points back as a per cent', () => {
    expect(bpToPercentText(150)).toBe('1.5');
    expect(bpToPercentText(7)).toBe('0.07');
    expect(bpToPercentText(1200)).toBe('12');
    expect(bpToPercentText(0)).toBe('0');
    for (const bp of [1, 29, 99, 100, 101, 2550, 5000]) expect(percentToBp(bpToPercentText(bp))).toBe(bp);
    expect(formatRate(150, 'EN')).toBe('1.5%');
    expect(formatRate(2000, 'BN')).toBe('20%');
  });
});

describe('a tier in plain words', () => {
  it('says what a salary tier needs and pays', async () => {
    const en = await format('EN');
    expect(
      tierSummary(
        tier({ minValidBet: 10_000, minActiveMembers: 5, rateBp: 150, fixed: 50 }),
        'DAILY_SALARY',
        en,
      ),
    ).toBe('From ৳10,000.00 valid bet and 5 active members: 1.5% of valid bet + ৳50.00');
    expect(tierSummary(tier({ minActiveMembers: 1, rateBp: 100 }), 'REALTIME_SALARY', en)).toBe(
      'From 1 active member: 1% of valid bet',
    );
    // A fixed pay alone, and a tier without minimums.
    expect(tierSummary(tier({ minValidBet: 500, fixed: 20 }), 'HOURLY_SALARY', en)).toBe(
      'From ৳500.00 valid bet: ৳20.00',
    );
    expect(tierSummary(tier({ rateBp: 25 }), 'REALTIME_SALARY', en)).toBe('Every period: 0.25% of valid bet');
  });

  it('says what a dividend tier needs and pays (net loss; no fixed part)', async () => {
    const en = await format('EN');
    expect(
      tierSummary(
        tier({ minNetLoss: 50_000, minValidBet: 100_000, minActiveMembers: 10, rateBp: 2000, fixed: 99 }),
        'DIVIDEND',
        en,
      ),
    ).toBe('From ৳50,000.00 net loss, ৳100,000.00 valid bet and 10 active members: 20% of net loss');
    // A salary ignores a net loss minimum it does not use.
    expect(tierSummary(tier({ minNetLoss: 5, rateBp: 100 }), 'DAILY_SALARY', en)).toBe(
      'Every period: 1% of valid bet',
    );
  });

  it('reads in Bengali', async () => {
    const bn = await format('BN');
    const text = tierSummary(
      tier({ minValidBet: 1000, minActiveMembers: 3, rateBp: 150 }),
      'DAILY_SALARY',
      bn,
    );
    expect(text).toContain('বৈধ বাজির 1.5%');
    expect(text).toContain('3 জন সক্রিয় সদস্য');
    expect(text).toMatch(/^ন্যূনতম .+ হলে: /u);
  });
});

describe('the new contract form', () => {
  it('builds the call from what staff typed', () => {
    const draft = emptyContract('12');
    draft.tiers = [
      { ...emptyTier(), minValidBet: '1,000', minActiveMembers: '3', rate: '0.5', fixed: '10' },
      { ...emptyTier(), minValidBet: '5000.5', minActiveMembers: '', rate: '1.25', minNetLoss: '99' },
    ];
    expect(contractBody(draft, 2)).toEqual({
      body: {
        memberId: 12,
        type: 'REALTIME_SALARY',
        tiers: [
          { minValidBet: 1000, minActiveMembers: 3, minNetLoss: 0, rateBp: 50, fixed: 10 },
          { minValidBet: 5000.5, minActiveMembers: 0, minNetLoss: 0, rateBp: 125, fixed: 0 },
        ],
      },
      problem: null,
    });
  });

  it('sends a dividend with its period and net loss, and no fixed part', () => {
    const draft = { ...emptyContract('7'), type: 'DIVIDEND' as const, period: 'MONTHLY' as const };
    draft.tiers = [{ ...emptyTier(), minNetLoss: '20000', rate: '30', fixed: '100' }];
    expect(contractBody(draft, 2).body).toEqual({
      memberId: 7,
      type: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [{ minValidBet: 0, minActiveMembers: 0, minNetLoss: 20_000, rateBp: 3000, fixed: 0 }],
    });
  });

  it('names the first thing wrong, and its tier', () => {
    const ok = { ...emptyTier(), rate: '1' };
    const problem = (patch: Partial<ReturnType<typeof emptyContract>>) =>
      contractBody({ ...emptyContract('5'), tiers: [ok], ...patch }, 2).problem;
    expect(problem({ memberId: '' })?.key).toBe('memberId');
    expect(problem({ memberId: '0' })?.key).toBe('memberId');
    expect(problem({ tiers: [] })?.key).toBe('tiers');
    expect(problem({ tiers: Array.from({ length: 11 }, () => ok) })?.key).toBe('tiers');
    expect(problem({ tiers: [ok, { ...ok, rate: '60' }] })).toEqual({
      key: 'rate',
      tier: 2,
      values: { max: 50 },
    });
    expect(problem({ tiers: [{ ...ok, minValidBet: '1.234' }] })?.key).toBe('minValidBet');
    expect(problem({ tiers: [{ ...ok, minActiveMembers: '2.5' }] })?.key).toBe('minActiveMembers');
    expect(problem({ tiers: [{ ...ok, fixed: 'ten' }] })?.key).toBe('fixed');
    expect(problem({ tiers: [{ ...ok, rate: '0' }] })?.key).toBe('nothing');
    expect(problem({ tiers: [{ ...ok, rate: '0', fixed: '5' }] })).toBeNull();
  });
});
