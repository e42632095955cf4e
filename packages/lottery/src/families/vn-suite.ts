import { describe, expect, it } from 'vitest';
import { choose, subsets } from '../board.js';
import { LOTTERY_PROBLEMS as P } from '../errors.js';
import { expectSumOfSingles, mergeHits, sampleResults } from '../testing/properties.js';
import type { BetType, FamilyRules, Picks } from '../types.js';
import { VN_CENTRAL, VN_NORTH, VN_PRIZE_TIERS, VN_SOUTH, type VnFamily } from './vn.js';
import { exactReturn, type Slot, type Target } from './vn-exact.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The tests of one Vietnamese region (vn.ts), run by vn.test.ts, vn-central.test.ts and
 * vn-south.test.ts: one file a region, so the three run side by side.
 */
interface Region {
  rules: FamilyRules;
  /** Lines (result indexes) with at least 2, 3 and 4 digits, and the lines of xỉu chủ. */
  lines: Record<2 | 3 | 4, number[]>;
  xiuChu: number[];
  /** The return of the region's bet types under their default odds, as stated in vn.ts. */
  stated: Record<string, number>;
}

/** Stated returns the regions share. */
const SHARED = { DE: 0.97, DAU: 0.97, DUOI: 0.97, BAO_LO_2: 0.96984, BAO_LO_4: 0.97, XIU_CHU: 0.97 };

const CENTRAL_SOUTH = {
  lines: { 2: range(0, 17), 3: range(0, 16), 4: range(0, 15) },
  xiuChu: [0, 16],
  stated: {
    ...SHARED,
    BAO_LO_3: 0.969986,
    XIEN_2: 0.969905,
    XIEN_3: 0.969987,
    XIEN_4: 0.969977,
    DA: 0.969951,
  },
};

const REGIONS: Record<VnFamily, Region> = {
  VN_NORTH: {
    rules: VN_NORTH,
    lines: { 2: range(0, 26), 3: range(0, 22), 4: range(0, 19) },
    xiuChu: [0, 20, 21, 22],
    stated: {
      ...SHARED,
      BAO_LO_3: 0.969979,
      XIEN_2: 0.969767,
      XIEN_3: 0.969938,
      XIEN_4: 0.96998,
      DA: 0.96982,
    },
  },
  VN_CENTRAL: { rules: VN_CENTRAL, ...CENTRAL_SOUTH },
  VN_SOUTH: { rules: VN_SOUTH, ...CENTRAL_SOUTH },
};

/** Results rich in the picks below: tails 45, 07, 12, 33 and 45 again; then 45 on every line. */
function craftedResults(family: VnFamily): string[][] {
  const widths = VN_PRIZE_TIERS[family].flatMap((tier) => Array<number>(tier.count).fill(tier.digits));
  const values = ['912345', '910007', '551812', '000033', '777745'];
  return [
    widths.map((width, i) => values[i % values.length]!.slice(-width)),
    widths.map((w) => '912345'.slice(-w)),
  ];
}

const singles = (picks: Picks): Picks[] => picks[0]!.map((pick) => [[pick]]);
const sets =
  (k: number) =>
  (picks: Picks): Picks[] =>
    [...subsets(picks[0]!, k)].map((set) => [set]);

/** P(a given pair both appear) and E[extra appearances of the pair's two numbers, when both do]. */
function pairChances(lines: number) {
  const both = allAppear(2, lines);
  // E[count of a; b appears] = E[count of a] − P(b absent) · E[count of a | b absent].
  const repeats = 2 * (lines / 100 - 0.99 ** lines * (lines / 99) - both);
  return { both, repeats };
}

/** The probability that k given two-digit tails all appear among `lines` independent uniform tails. */
function allAppear(k: number, lines: number): number {
  let sum = 0;
  for (let j = 0; j <= k; j++) sum += (-1) ** j * choose(k, j) * (1 - j / 100) ** lines;
  return sum;
}

export const describeRegion = (family: VnFamily) =>
  describe(family, () => {
    const { rules, lines, xiuChu, stated } = REGIONS[family];
    const type = (name: string): BetType =>
      rules.betTypes.find((entry) => entry.code === `${family}.${name}`)!;
    const sample = [...sampleResults(rules.format, 20_000, family.length), ...craftedResults(family)];
    const base = sample[0]!;

    it('checks and draws results of its prize table', () => {
      const size = family === 'VN_NORTH' ? 27 : 18;
      expect(rules.format.size).toBe(size);
      expect(VN_PRIZE_TIERS[family].reduce((sum, tier) => sum + tier.count, 0)).toBe(size);
      const [good] = craftedResults(family);
      expect(rules.format.check(good!)).toBeNull();
      expect(rules.format.check(good!.slice(1))?.key).toBe(P.resultSize);
      const short = [...good!];
      short[0] = short[0]!.slice(1);
      expect(rules.format.check(short)?.key).toBe(P.resultToken);
      expect(rules.format.check([...good!.slice(0, -1), '4x'])?.key).toBe(P.resultToken);
      expect(rules.format.check([...good!.slice(0, -1), 45 as unknown as string])?.key).toBe(P.resultToken);
      for (const result of sample.slice(0, 1000)) expect(rules.format.check(result)).toBeNull();
      expect(sample[0]![0]).toHaveLength(family === 'VN_NORTH' ? 5 : 6);
    });

    it('offers the same eleven bets in every region', () => {
      expect(rules.betTypes.map((entry) => entry.code.split('.')[1])).toEqual([
        'DE',
        'DAU',
        'DUOI',
        'BAO_LO_2',
        'BAO_LO_3',
        'BAO_LO_4',
        'XIU_CHU',
        'XIEN_2',
        'XIEN_3',
        'XIEN_4',
        'DA',
      ]);
    });

    // Each bet: a selection with hits on the crafted results, its singles, and how its return is counted.
    const onLine = (value: string, slots: Slot[], other: string) => ({
      groups: [slots],
      targets: [{ value }],
      other,
    });
    const tails = (count: number, at: number[]) => at.map((line) => ({ line, length: count }));
    interface Case {
      name: string;
      picks: Picks;
      expand?: (picks: Picks) => Picks[];
      rtp: { groups: Slot[][]; targets: Target[]; other: string };
    }
    const cases: Case[] = [
      { name: 'DE', picks: [['45', '99']], rtp: onLine('45', tails(2, [0]), '00') },
      { name: 'DAU', picks: [['4', '0']], rtp: onLine('4', [{ line: 0, length: 1, skip: 1 }], '0') },
      { name: 'DUOI', picks: [['5', '9']], rtp: onLine('5', tails(1, [0]), '0') },
      { name: 'BAO_LO_2', picks: [['45', '07', '99']], rtp: onLine('45', tails(2, lines[2]), '00') },
      { name: 'BAO_LO_3', picks: [['345', '812']], rtp: onLine('345', tails(3, lines[3]), '000') },
      {
        name: 'BAO_LO_4',
        picks: [['2345', '1812']],
        rtp: onLine('2345', tails(4, lines[4]), '0000'),
      },
      { name: 'XIU_CHU', picks: [['345', '007']], rtp: onLine('345', tails(3, xiuChu), '000') },
      ...([2, 3, 4] as const).map((k) => ({
        name: `XIEN_${k}`,
        picks: [['45', '07', '12', '33', '99'].filter((_, i) => i < k || i === 4)],
        expand: sets(k),
        rtp: {
          groups: [tails(2, lines[2])],
          targets: ['45', '07', '12', '33'].slice(0, k).map((value) => ({ value })),
          other: '00',
        },
      })),
      {
        name: 'DA',
        picks: [['45', '07', '99']],
        expand: sets(2),
        rtp: { groups: [tails(2, lines[2])], targets: [{ value: '45' }, { value: '07' }], other: '00' },
      },
    ];

    describe.each(cases)('$name', ({ name, picks, expand = singles, rtp }) => {
      const bet = type(name);

      it('is the sum of its single combinations over 20,000 results, with hits', () => {
        expectSumOfSingles(bet, picks, expand, sample);
        expect(bet.settle(picks, craftedResults(family)[0]!)).not.toEqual([]);
      });

      it('refuses a bad selection', () => {
        const tokens = bet.board[0]!.tokens;
        const min = bet.board[0]!.min;
        expect(bet.validate([])?.key).toBe(P.rowCount);
        expect(bet.validate([picks[0]!, []])?.key).toBe(P.rowCount);
        expect(bet.validate([['x']])?.key).toBe(P.unknownToken);
        expect(bet.validate([[`${tokens[0]}0`]])?.key).toBe(P.unknownToken);
        expect(bet.validate([[tokens[1]!, tokens[1]!]])?.key).toBe(P.duplicate);
        expect(bet.validate([tokens.slice(0, min - 1)])?.key).toBe(P.tooFew);
        if (tokens.length > 100) expect(bet.validate([tokens.slice(0, 101)])?.key).toBe(P.tooMany);
      });

      it('returns about 0.97 of the stake, counted exactly', () => {
        const odds = bet.defaultOdds;
        const single = expand(picks).find((entry) =>
          entry[0]!.every((pick) => rtp.targets.some((t) => t.value === pick)),
        );
        const exact = exactReturn(bet, odds, single!, base, rtp.groups, rtp.targets, rtp.other);
        const lineCount = rtp.groups[0]!.length;
        const space = 10 ** rtp.groups[0]![0]!.length;
        const { both, repeats } = pairChances(lineCount);
        const milli = (prize: string) => odds.payoutMilli[prize]! / 1000;
        const formula = name.startsWith('XIEN')
          ? milli('HIT') * allAppear(rtp.targets.length, lineCount)
          : name === 'DA'
            ? milli('HIT') * both + milli('REPEAT') * repeats
            : (milli('HIT') * lineCount) / space;
        expect(exact).toBeCloseTo(formula, 10);
        expect(exact).toBeCloseTo(stated[name]!, 5);
        expect(exact).toBeGreaterThan(0.965);
        expect(exact).toBeLessThan(0.970001);
        if (!name.startsWith('XIEN') && name !== 'DA') expect(odds.unitPrice).toBe(lineCount * 100);
      });
    });

    it('reads đề, đầu and đuôi from the special prize only', () => {
      const [result] = craftedResults(family); // the special ends in 45, the 1st prize in 07
      expect(type('DE').settle([['07', '45']], result!)).toEqual([{ prize: 'HIT', count: 1 }]);
      expect(type('DE').settle([['07']], result!)).toEqual([]);
      expect(type('DAU').settle([['0', '4']], result!)).toEqual([{ prize: 'HIT', count: 1 }]);
      expect(type('DUOI').settle([['7']], result!)).toEqual([]);
    });

    it('counts a bao lô hit for every prize ending in the number', () => {
      const [result] = craftedResults(family);
      const appearances = result!.filter((number) => number.endsWith('45')).length;
      expect(type('BAO_LO_2').settle([['45', '99']], result!)).toEqual([
        { prize: 'HIT', count: appearances },
      ]);
      // 2-digit prizes never count for three digits.
      const threes = result!.filter((number) => number.length >= 3 && number.endsWith('345')).length;
      expect(type('BAO_LO_3').settle([['345']], result!)).toEqual([{ prize: 'HIT', count: threes }]);
    });

    it('pays a đá pair once, and a repeat for each extra appearance of its numbers', () => {
      const [result] = craftedResults(family);
      const times = (tail: string) => result!.filter((number) => number.endsWith(tail)).length;
      expect(mergeHits(type('DA').settle([['45', '07']], result!))).toEqual([
        { prize: 'HIT', count: 1 },
        { prize: 'REPEAT', count: times('45') - 1 + times('07') - 1 },
      ]);
      expect(type('DA').settle([['45', '99']], result!)).toEqual([]);
      expect(type('XIEN_3').settle([['45', '07', '99']], result!)).toEqual([]);
      expect(type('XIEN_3').combinations([['45', '07', '99', '12']])).toBe(4);
    });
  });
