import type { getLotteryMenus, getVnGameMenu, LotteryGame, ValueOf } from '@tessera/contracts';

/** Which lottery page: the generic one (/lottery), the Vietnamese (/vnLottery), the sea (/seaLottery). */
export type LotteryArea = 'lottery' | 'vn' | 'sea';

export interface MenuEntry {
  game: LotteryGame;
  /** Vietnamese provinces drawing today. */
  today: boolean;
}

/** A heading of the game menu and its games: a family, a Vietnamese region, or recent games. */
export interface MenuSection {
  key: string;
  /** i18n key of the heading. */
  title: string;
  entries: MenuEntry[];
}

const entries = (games: readonly LotteryGame[], today = false): MenuEntry[] =>
  games.map((game) => ({ game, today }));

export const familyTitle = (family: string): string => `lottery_family_${family.toLowerCase()}`;

/**
 * The menu of /lottery and /seaLottery: families and their games. The generic page leaves out the
 * Vietnamese and sea lotteries (each has its page); the sea page shows the sea lottery only.
 */
export function familySections(
  menus: ValueOf<typeof getLotteryMenus>['menus'],
  area: 'lottery' | 'sea',
): MenuSection[] {
  return menus
    .filter((menu) => menu.games.length > 0)
    .filter((menu) =>
      area === 'sea' ? menu.family === 'SEA' : menu.family !== 'SEA' && !menu.family.startsWith('VN_'),
    )
    .map((menu) => ({ key: menu.family, title: familyTitle(menu.family), entries: entries(menu.games) }));
}

/** The Vietnamese menu: the member's recent games, then each region with today's provinces first. */
export function vnSections(
  menu: ValueOf<typeof getVnGameMenu>,
  recent: readonly LotteryGame[],
): MenuSection[] {
  const sections: MenuSection[] = [];
  const vnRecent = recent.filter((game) => game.area === 'VN');
  if (vnRecent.length > 0)
    sections.push({ key: 'recent', title: 'lottery_menu_recent', entries: entries(vnRecent) });
  for (const region of menu.regions) {
    const list = [...entries(region.today, true), ...entries(region.others)];
    if (list.length > 0) {
      sections.push({
        key: region.region,
        title: `lottery_region_${region.region.toLowerCase()}`,
        entries: list,
      });
    }
  }
  return sections;
}

/**
 * The game a page opens: the one the query names when the menu has it, else the page's default —
 * the first fast game on /lottery, SEA_4D on /seaLottery, the first province drawing today (the
 * North first) on /vnLottery — else the menu's first game.
 */
export function chooseGame(
  sections: readonly MenuSection[],
  area: LotteryArea,
  wanted: string | null,
  extra: readonly LotteryGame[] = [],
): LotteryGame | null {
  const all = sections.flatMap((section) => section.entries);
  const named = wanted
    ? (all.find((entry) => entry.game.gameCode === wanted)?.game ??
      extra.find((game) => game.gameCode === wanted))
    : undefined;
  if (named) return named;
  const regions = sections
    .filter((section) => section.key !== 'recent')
    .flatMap((section) => section.entries);
  const fallback =
    area === 'lottery'
      ? all.find((entry) => entry.game.kind === 'FAST')
      : area === 'sea'
        ? (all.find((entry) => entry.game.gameCode === 'SEA_4D') ?? all[0])
        : (regions.find((entry) => entry.today) ?? regions[0]);
  return fallback?.game ?? all[0]?.game ?? null;
}
