import type { LotteryGame } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  chooseGame,
  familySections,
  listedOnce,
  POPULAR_LIMIT,
  popularSection,
  vnSections,
} from './menu-sections';

const game = (gameCode: string, family: LotteryGame['family'], kind: LotteryGame['kind']): LotteryGame => ({
  gameCode,
  family,
  kind,
  area: family.startsWith('VN_') ? 'VN' : family === 'SEA' ? 'SEA' : 'CN',
  name: gameCode,
  cadenceSeconds: kind === 'FAST' ? 60 : null,
  region: family === 'VN_NORTH' ? 'NORTH' : family === 'VN_SOUTH' ? 'SOUTH' : null,
});

const MENUS = [
  { family: 'LHC' as const, games: [game('LHC_HK', 'LHC', 'OFFICIAL'), game('LHC5', 'LHC', 'FAST')] },
  { family: 'SSC' as const, games: [game('SSC1', 'SSC', 'FAST')] },
  { family: 'SEA' as const, games: [game('SEA_4D', 'SEA', 'OFFICIAL')] },
  { family: 'VN_NORTH' as const, games: [game('VN_N', 'VN_NORTH', 'DAILY')] },
];

describe('the game menu', () => {
  it('shows families on /lottery without the Vietnamese and sea lotteries', () => {
    expect(familySections(MENUS, 'lottery').map((section) => section.key)).toEqual(['LHC', 'SSC']);
    expect(familySections(MENUS, 'sea').map((section) => section.key)).toEqual(['SEA']);
  });

  it('opens the first fast game on /lottery without a game code', () => {
    expect(chooseGame(familySections(MENUS, 'lottery'), 'lottery', null)?.gameCode).toBe('LHC5');
    expect(chooseGame(familySections(MENUS, 'lottery'), 'lottery', 'SSC1')?.gameCode).toBe('SSC1');
    expect(chooseGame(familySections(MENUS, 'lottery'), 'lottery', 'NOPE')?.gameCode).toBe('LHC5');
  });

  it('opens a game named in the query from another page’s menu too', () => {
    const vn = game('VN_N', 'VN_NORTH', 'DAILY');
    expect(chooseGame(familySections(MENUS, 'lottery'), 'lottery', 'VN_N', [vn])?.gameCode).toBe('VN_N');
  });

  it('opens SEA_4D on /seaLottery', () => {
    expect(chooseGame(familySections(MENUS, 'sea'), 'sea', null)?.gameCode).toBe('SEA_4D');
  });

  it('lists recent games, then regions with today’s provinces first, and opens the first drawing today', () => {
    const north = game('VN_N', 'VN_NORTH', 'DAILY');
    const hcm = game('VN_S_HCM', 'VN_SOUTH', 'DAILY');
    const ct = game('VN_S_CT', 'VN_SOUTH', 'DAILY');
    const sections = vnSections(
      {
        regions: [
          { region: 'NORTH', today: [], others: [north] },
          { region: 'CENTRAL', today: [], others: [] },
          { region: 'SOUTH', today: [ct], others: [hcm] },
        ],
      },
      [hcm, game('SSC1', 'SSC', 'FAST')],
    );
    expect(sections.map((section) => section.key)).toEqual(['recent', 'NORTH', 'SOUTH']);
    expect(sections[0]!.entries.map((entry) => entry.game.gameCode)).toEqual(['VN_S_HCM']);
    expect(sections[2]!.entries).toEqual([
      { game: ct, today: true },
      { game: hcm, today: false },
    ]);
    expect(chooseGame(sections, 'vn', null)?.gameCode).toBe('VN_S_CT');
  });
});

describe('the Popular section', () => {
  const lottery = familySections(MENUS, 'lottery');

  it('lists the popular games this page’s menu has, in the server’s order', () => {
    const section = popularSection(
      [game('SSC1', 'SSC', 'FAST'), game('SEA_4D', 'SEA', 'OFFICIAL'), game('LHC5', 'LHC', 'FAST')],
      lottery,
    );
    expect(section?.key).toBe('popular');
    expect(section?.title).toBe('lottery_menu_popular');
    expect(section?.entries.map((entry) => entry.game.gameCode)).toEqual(['SSC1', 'LHC5']);
  });

  it('is left out when no popular game is on this page', () => {
    expect(popularSection([], lottery)).toBeNull();
    expect(popularSection([game('SEA_4D', 'SEA', 'OFFICIAL')], lottery)).toBeNull();
  });

  it('shows at most six games, each once', () => {
    const many = Array.from({ length: 9 }, (_, index) => game(`SSC${index}`, 'SSC', 'FAST'));
    const sections = [
      { key: 'SSC', title: 'lottery_family_ssc', entries: many.map((g) => ({ game: g, today: false })) },
    ];
    const section = popularSection([many[1]!, many[1]!, ...many], sections);
    expect(section?.entries.map((entry) => entry.game.gameCode)).toEqual([
      'SSC1',
      'SSC0',
      'SSC2',
      'SSC3',
      'SSC4',
      'SSC5',
    ]);
    expect(POPULAR_LIMIT).toBe(6);
  });

  it('keeps a province’s “today” mark, and never decides the game a page opens', () => {
    const hcm = game('VN_S_HCM', 'VN_SOUTH', 'DAILY');
    const ct = game('VN_S_CT', 'VN_SOUTH', 'DAILY');
    const regions = vnSections({ regions: [{ region: 'SOUTH', today: [ct], others: [hcm] }] }, []);
    const popular = popularSection([hcm, ct], regions)!;
    expect(popular.entries).toEqual([
      { game: hcm, today: false },
      { game: ct, today: true },
    ]);
    expect(chooseGame([popular, ...regions], 'vn', null)?.gameCode).toBe('VN_S_CT');
    const withPopular = [popularSection([game('SSC1', 'SSC', 'FAST')], lottery)!, ...lottery];
    expect(chooseGame(withPopular, 'lottery', null)?.gameCode).toBe('LHC5');
    expect(chooseGame(withPopular, 'lottery', 'SSC1')?.gameCode).toBe('SSC1');
  });
});

describe('the menu as shown', () => {
  it('lists a popular game once, under Popular, and leaves its family the rest', () => {
    const ssc = [game('SSC1', 'SSC', 'FAST'), game('SSC3', 'SSC', 'FAST')];
    const sections = [
      { key: 'SSC', title: 'lottery_family_ssc', entries: ssc.map((g) => ({ game: g, today: false })) },
    ];
    const popular = popularSection([ssc[0]!], sections)!;
    const shown = listedOnce([popular, ...sections]);
    const codes = shown.flatMap((section) => section.entries.map((entry) => entry.game.gameCode));
    expect(codes).toEqual(['SSC1', 'SSC3']);
    expect(shown.map((section) => section.key)).toEqual(['popular', 'SSC']);
  });

  it('drops a heading left without games', () => {
    const only = [game('SSC1', 'SSC', 'FAST')];
    const sections = [
      { key: 'SSC', title: 'lottery_family_ssc', entries: only.map((g) => ({ game: g, today: false })) },
    ];
    const popular = popularSection(only, sections)!;
    expect(listedOnce([popular, ...sections]).map((section) => section.key)).toEqual(['popular']);
  });
});
