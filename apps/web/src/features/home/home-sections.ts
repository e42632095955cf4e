import type { GameCard, GameCategory, VendorLane } from '@tessera/contracts';
import type { NavVendor } from '../games/category-nav-rules';

/** Spec §9: each home tab shows at most 13 games. */
export const HOME_TAB_LIMIT = 13;
/** The games' strip gets arrows above 6 games (spec §9; the vendor strips' rule is the lobby's). */
export const GAME_ARROWS_ABOVE = 6;

export const HOME_TABS = ['HOT', 'FAV', 'RECOMMEND'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** The games a tab shows: the first 13 (only recommended ones under RECOMMEND, whatever the list). */
export function tabGames(tab: HomeTab, list: readonly GameCard[]): GameCard[] {
  const games = tab === 'RECOMMEND' ? list.filter((game) => game.recommended) : list;
  return games.slice(0, HOME_TAB_LIMIT);
}

export interface HomeSection {
  /** The category the section stands for (the first of its merged lanes). */
  category: GameCategory;
  /** Spec §2.5 home-section label key. */
  label: string;
  /** Each vendor card with the lane it came from (an in-house vendor keeps INHOUSE). */
  vendors: NavVendor[];
}

/**
 * Home-section label keys (spec §2.5): lottery and e-lottery share con_lott, and the in-house
 * games, shown under RNG (spec §1), join the slots' section.
 */
const SECTION_OF: Record<GameCategory, { home: GameCategory; label: string }> = {
  SPORTS: { home: 'SPORTS', label: 'con_sports' },
  RNG: { home: 'RNG', label: 'con_rng' },
  INHOUSE: { home: 'RNG', label: 'con_rng' },
  LIVE: { home: 'LIVE', label: 'hd_live_casino' },
  LOTT: { home: 'LOTT', label: 'con_lott' },
  ELOTT: { home: 'LOTT', label: 'con_lott' },
  PVP: { home: 'PVP', label: 'con_pvp' },
  FISH: { home: 'FISH', label: 'con_fish' },
  ESPORTS: { home: 'ESPORTS', label: 'compete_game' },
  COCKFIGHT: { home: 'COCKFIGHT', label: 'in_cockfight_nav' },
};

/**
 * The home page's vendor sections, in lane order, merged lanes in one section (a vendor once per
 * lane, each card keeping its lane's category for its link), empty ones left out.
 */
export function homeSections(lanes: readonly VendorLane[]): HomeSection[] {
  const sections = new Map<GameCategory, HomeSection & { seen: Set<string> }>();
  for (const lane of lanes) {
    const { home, label } = SECTION_OF[lane.title];
    let section = sections.get(home);
    if (!section) {
      section = { category: home, label, vendors: [], seen: new Set() };
      sections.set(home, section);
    }
    for (const card of lane.cards) {
      const key = `${lane.title}:${card.vassalage}`;
      if (section.seen.has(key)) continue;
      section.seen.add(key);
      section.vendors.push({ card, category: lane.title });
    }
  }
  return [...sections.values()]
    .filter((section) => section.vendors.length > 0)
    .map(({ seen: _seen, ...section }) => section);
}
