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

/** Sections that repeat games listed under their own heading (they never decide the default game). */
const SHORTCUTS: ReadonlySet<string> = new Set(['recent', 'popular']);

/** Most games the Popular section lists (spec §9: a popular list shows 6). */
export const POPULAR_LIMIT = 6;

/**
 * The Popular section above a page's menu: the games with most bets in the last day, in the
 * server's order, kept to the games this page's menu lists; null when none is left.
 */
export function popularSection(
  popular: readonly LotteryGame[],
  sections: readonly MenuSection[],
): MenuSection | null {
  const listed = new Map(
    sections
      .filter((section) => !SHORTCUTS.has(section.key))
      .flatMap((section) => section.entries.map((entry) => [entry.game.gameCode, entry] as const)),
  );
  const seen = new Set<string>();
  const shown: MenuEntry[] = [];
  for (const game of popular) {
    const entry = listed.get(game.gameCode);
    if (!entry || seen.has(game.gameCode)) continue;
    seen.add(game.gameCode);
    shown.push(entry);
    if (shown.length === POPULAR_LIMIT) break;
  }
  return shown.length > 0 ? { key: 'popular', title: 'lottery_menu_popular', entries: shown } : null;
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
  const listed = sections
    .filter((section) => !SHORTCUTS.has(section.key))
    .flatMap((section) => section.entries);
  const named = wanted
    ? (all.find((entry) => entry.game.gameCode === wanted)?.game ??
      extra.find((game) => game.gameCode === wanted))
    : undefined;
  if (named) return named;
  const fallback =
    area === 'lottery'
      ? listed.find((entry) => entry.game.kind === 'FAST')
      : area === 'sea'
        ? (listed.find((entry) => entry.game.gameCode === 'SEA_4D') ?? listed[0])
        : (listed.find((entry) => entry.today) ?? listed[0]);
  return fallback?.game ?? all[0]?.game ?? null;
}

/**
 * The menu as shown: each game once, under the first heading that has it (Popular and Recent come
 * first, so their games leave their family's list); headings left empty are dropped. The sections
 * themselves stay whole: the game a page opens is chosen from them (chooseGame).
 */
export function listedOnce(sections: readonly MenuSection[]): MenuSection[] {
  const seen = new Set<string>();
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => {
        if (seen.has(entry.game.gameCode)) return false;
        seen.add(entry.game.gameCode);
        return true;
      }),
    }))
    .filter((section) => section.entries.length > 0);
}
