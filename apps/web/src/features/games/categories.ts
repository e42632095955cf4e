import type { GameCategory } from '@tessera/contracts';

export interface CategoryMeta {
  /** The site path of the category's page (spec §2.1). */
  path: string;
  /** Section label key (spec §2.5 home-section label keys; INHOUSE has its own). */
  label: string;
  /** The rebate rate the header drop-down shows, in percent (spec §9); null shows none. */
  rebatePercent: number | null;
}

/** Every category the lanes can name, with where it lives and what it pays back. */
export const CATEGORY_META: Record<GameCategory, CategoryMeta> = {
  LIVE: { path: '/live', label: 'hd_live_casino', rebatePercent: 0.8 },
  RNG: { path: '/rng', label: 'con_rng', rebatePercent: 1.2 },
  SPORTS: { path: '/sports', label: 'con_sports', rebatePercent: 1 },
  ESPORTS: { path: '/esports', label: 'compete_game', rebatePercent: 1 },
  PVP: { path: '/pvp', label: 'con_pvp', rebatePercent: null },
  FISH: { path: '/fish', label: 'con_fish', rebatePercent: 1 },
  LOTT: { path: '/lott', label: 'con_lott', rebatePercent: 1 },
  ELOTT: { path: '/elott', label: 'con_elott', rebatePercent: 1 },
  COCKFIGHT: { path: '/cockfight', label: 'in_cockfight_nav', rebatePercent: null },
  INHOUSE: { path: '/inHouse', label: 'games_inhouse', rebatePercent: null },
};

/** The lottery categories: their entries route by the first game's vendor (spec §2.1). */
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

export function isLotteryCategory(category: string): boolean {
  return (LOTTERY_CATEGORIES as readonly string[]).includes(category);
}

/** The game-centre pages (header and footer) by path. */
const CENTRE_PATHS: Record<string, GameCategory> = {
  '/live': 'LIVE',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/cockfight': 'COCKFIGHT',
};

/** What a game list page lists: a category's games, or the hot games. */
export type ListKind = 'RNG' | 'INHOUSE' | 'HOT';

const LIST_PATHS: Record<string, ListKind> = { '/rng': 'RNG', '/inhouse': 'INHOUSE', '/hot': 'HOT' };

export function centreCategoryOf(path: string): GameCategory | null {
  return CENTRE_PATHS[path.toLowerCase()] ?? null;
}

export function listKindOf(path: string): ListKind | null {
  return LIST_PATHS[path.toLowerCase()] ?? null;
}

/** The address of a category's page, optionally with one vendor selected (`?vassalage=`). */
export function categoryPath(category: GameCategory, vassalage?: string): string {
  const { path } = CATEGORY_META[category];
  return vassalage ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path;
}

/** `1.2%`, `0.8%`, `1%`: Latin digits like every number on the site. */
export function formatRebate(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
