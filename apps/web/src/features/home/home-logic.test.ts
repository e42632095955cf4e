import type { GameCard, JackpotPool, JackpotWin, VendorLane } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { HOME_TAB_LIMIT, homeSections, tabGames } from './home-sections';
import { countUp, formatJackpot, nextPool, shortHash } from './jackpot';
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
  const pool = (cycle: number, amount: number, lastWin: JackpotPool['lastWin'] = null): JackpotPool => ({
    enabled: true,
    cycle,
    amount,
    seed: 31_250_000,
    commitment: `c${cycle}`,
    dropMin: '3200000000',
    dropMax: '3250000000',
    lastWin,
  });
  const win = (cycle: number): JackpotWin => ({
    cycle,
    winner: 'pl****1',
    amount: 32_100_000.5,
    wonAt: '2026-11-27T08:00:00.000Z',
    serverSeed: 'a'.repeat(64),
    commitment: 'b'.repeat(64),
    dropMin: '3200000000',
    dropMax: '3250000000',
    dropPoint: '3210000050',
  });

  it('starts at the first read and never goes down within a cycle', () => {
    const first = nextPool(null, pool(3, 31_400_000.25));
    expect(first).toEqual({ cycle: 3, cents: 3_140_000_025, commitment: 'c3', win: null });
    const grown = nextPool(first, pool(3, 31_400_100));
    expect(grown.cents).toBe(3_140_010_000);
    // A late answer with less in it changes nothing; an answer of an older cycle neither.
    expect(nextPool(grown, pool(3, 31_400_000.25))).toEqual(grown);
    expect(nextPool(grown, pool(2, 32_000_000))).toEqual(grown);
  });

  it('restarts from the new cycle’s amount at a win, and shows the win', () => {
    const before = nextPool(null, pool(3, 32_099_000));
    const after = nextPool(before, pool(4, 31_250_010, win(3)));
    expect(after).toEqual({ cycle: 4, cents: 3_125_001_000, commitment: 'c4', win: win(3) });
    // A win older than the cycle shown is not news.
    expect(nextPool(after, pool(5, 31_250_000, win(3))).win).toBeNull();
  });

  it('shortens the commitment to its ends', () => {
    expect(shortHash('0123456789abcdef0123456789abcdef')).toBe('012345…abcdef');
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
