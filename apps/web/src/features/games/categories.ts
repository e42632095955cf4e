import type { GameCategory } from '@tessera/contracts';

export interface CategoryMeta {
  /** The site path of the category's page (spec §2.1). */
  path: string;
  /** Section label key (spec §2.5 home-section label keys; INHOUSE has its own). */
  label: string;
  /** The page key of its banners (spec §2.1: w_live, w_rng, …; the in-house games are RNG's). */
  banner: string;
}

/**
 * Every category the lanes can name, with where it lives. What it pays back is the brand's, by the
 * member's VIP level: getRebateRates (features/vip/vip-store.ts).
 */
export const CATEGORY_META: Record<GameCategory, CategoryMeta> = {
  LIVE: { path: '/live', label: 'hd_live_casino', banner: 'w_live' },
  RNG: { path: '/rng', label: 'con_rng', banner: 'w_rng' },
  SPORTS: { path: '/sports', label: 'con_sports', banner: 'w_sports' },
  ESPORTS: { path: '/esports', label: 'compete_game', banner: 'w_esports' },
  PVP: { path: '/pvp', label: 'con_pvp', banner: 'w_pvp' },
  FISH: { path: '/fish', label: 'con_fish', banner: 'w_fish' },
  LOTT: { path: '/lott', label: 'con_lott', banner: 'w_lott' },
  ELOTT: { path: '/elott', label: 'con_elott', banner: 'w_elott' },
  COCKFIGHT: { path: '/cockfight', label: 'in_cockfight_nav', banner: 'w_cockfight' },
  INHOUSE: { path: '/inHouse', label: 'games_inhouse', banner: 'w_rng' },
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
