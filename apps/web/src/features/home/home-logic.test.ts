import type { GameCard, VendorLane } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { HOME_TAB_LIMIT, homeSections, tabGames } from './home-sections';
import { countUp, formatJackpot, initialJackpotCents, JACKPOT_DELAYS_MS, nextJackpotStep } from './jackpot';
import { winnerScrollSeconds, winnerTime } from './winner-time';

const game = (nodeId: number, recommended = false): GameCard => ({
  nodeId,
  gameCode: `G${nodeId}`,
  gameType: 'RNG',
  vassalage: 'SLT',
  isGame: 'game',
  gameName: `Game ${nodeId}`,
  iconUrl: '',
  minBet: 1,
  hot: true,
  recommended,
  classify: null,
  maintenance: false,
});

const card = (vassalage: string, gameType: 'RNG' | 'LOTT' | 'ELOTT' | 'LIVE' = 'RNG') => ({
  vassalage,
  lagerIcon: '',
  remark: vassalage,
  gameType,
  isGame: 'VASSALAGE' as const,
});

describe('home tabs', () => {
  const list = Array.from({ length: 20 }, (_, index) => game(index + 1, index % 3 === 0));

  it('show the first 13 games', () => {
    expect(HOME_TAB_LIMIT).toBe(13);
    expect(tabGames('HOT', list).map((g) => g.nodeId)).toEqual(list.slice(0, 13).map((g) => g.nodeId));
    expect(tabGames('FAV', list.slice(0, 4))).toHaveLength(4);
  });

  it('show only recommended games under RECOMMEND', () => {
    expect(tabGames('RECOMMEND', list).map((g) => g.nodeId)).toEqual([1, 4, 7, 10, 13, 16, 19]);
  });
});

describe('home vendor sections', () => {
  it('merge lottery with e-lottery and in-house with slots, under the spec label keys', () => {
    const lanes: VendorLane[] = [
      { title: 'SPORTS', cards: [] },
      { title: 'RNG', cards: [card('SLT'), card('NVA')] },
      { title: 'LIVE', cards: [card('EVO', 'LIVE')] },
      { title: 'LOTT', cards: [card('TCG', 'LOTT')] },
      { title: 'ELOTT', cards: [card('TCG', 'ELOTT'), card('VNL', 'ELOTT')] },
      { title: 'INHOUSE', cards: [card('BGS')] },
    ];
    const sections = homeSections(lanes);
    expect(sections.map((s) => [s.category, s.label])).toEqual([
      ['RNG', 'con_rng'],
      ['LIVE', 'hd_live_casino'],
      ['LOTT', 'con_lott'],
    ]);
    expect(sections[0]!.vendors.map((v) => `${v.category}:${v.card.vassalage}`)).toEqual([
      'RNG:SLT',
      'RNG:NVA',
      'INHOUSE:BGS',
    ]);
    expect(sections[2]!.vendors.map((v) => `${v.category}:${v.card.vassalage}`)).toEqual([
      'LOTT:TCG',
      'ELOTT:TCG',
      'ELOTT:VNL',
    ]);
  });

  it('show nothing without lanes', () => {
    expect(homeSections([])).toEqual([]);
  });
});

describe('jackpot banner', () => {
  it('starts from 31,000,000.00 to 32,000,000.00', () => {
    expect(initialJackpotCents(() => 0)).toBe(3_100_000_000);
    expect(initialJackpotCents(() => 0.999_999_999)).toBe(3_200_000_000);
    const value = initialJackpotCents();
    expect(Number.isInteger(value) && value >= 3_100_000_000 && value <= 3_200_000_000).toBe(true);
  });

  it('grows by 100.00 to 500.00 every 3, 4 or 5 seconds', () => {
    expect(nextJackpotStep(() => 0)).toEqual({ cents: 10_000, delayMs: 3_000 });
    expect(nextJackpotStep(() => 0.999_999)).toEqual({ cents: 50_000, delayMs: 5_000 });
    expect(nextJackpotStep(() => 0.5).delayMs).toBe(4_000);
    for (let i = 0; i < 200; i++) {
      const step = nextJackpotStep();
      expect(step.cents).toBeGreaterThanOrEqual(10_000);
      expect(step.cents).toBeLessThanOrEqual(50_000);
      expect(JACKPOT_DELAYS_MS).toContain(step.delayMs);
    }
  });

  it('is written with two decimals and counts up without overshooting', () => {
    expect(formatJackpot(3_123_456_789)).toBe('31,234,567.89');
    expect(formatJackpot(3_100_000_000)).toBe('31,000,000.00');
    expect(countUp(100, 200, 0)).toBe(100);
    expect(countUp(100, 200, 1)).toBe(200);
    expect(countUp(100, 200, 2)).toBe(200);
    const half = countUp(100, 200, 0.5);
    expect(half > 150 && half < 200).toBe(true);
  });
});

describe('recent winners', () => {
  const now = new Date(2026, 2, 3, 18, 0);
  it('show the time today and the date before', () => {
    expect(winnerTime(new Date(2026, 2, 3, 9, 5).toISOString(), now)).toBe('09:05');
    expect(winnerTime(new Date(2026, 2, 2, 23, 59).toISOString(), now)).toBe('03-02 23:59');
    expect(winnerTime('nonsense', now)).toBe('');
  });

  it('scroll slowly enough to read', () => {
    expect(winnerScrollSeconds(20)).toBe(50);
    expect(winnerScrollSeconds(0)).toBe(2.5);
  });
});
