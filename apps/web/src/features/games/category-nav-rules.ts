import {
  GAME_CATEGORIES,
  type GameCategory,
  type MenuItem,
  type VendorCard,
  type VendorLane,
} from '@tessera/contracts';
import { type RateTable, rebateBpOf } from '../vip/vip-words';
import { CATEGORY_META, isLotteryCategory } from './categories';

/** A vendor as the navigation lists it: the lane it came from decides where it leads. */
export interface NavVendor {
  card: VendorCard;
  category: GameCategory;
}

/**
 * What a click on the entry does (spec §2.1): open the category page, pick the lottery page from
 * the first game's vendor, or launch the category's first game (cockfight).
 */
export type NavBehaviour = 'page' | 'lottery' | 'launchFirst';

export interface NavEntry {
  category: GameCategory;
  path: string;
  label: string;
  /** The rebate rate its drop-down shows, in basis points (getRebateRates); null shows none. */
  rebateBp: number | null;
  vendors: NavVendor[];
  behaviour: NavBehaviour;
}

function behaviourOf(category: GameCategory): NavBehaviour {
  if (isLotteryCategory(category)) return 'lottery';
  if (category === 'COCKFIGHT') return 'launchFirst';
  return 'page';
}

/**
 * The order and switches of the brand's menu (its GAMES item's children): a category the menu
 * switches off is left out; categories the menu does not name follow in the lanes' order. With
 * the GAMES item itself off, no category shows.
 */
function menuOrder(menu: readonly MenuItem[]): { order: GameCategory[]; off: Set<string> } | null {
  const games = menu.find((item) => item.code === 'GAMES');
  if (games && !games.enabled) return null;
  const children = games?.children ?? [];
  const known = (code: string): code is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(code);
  return {
    order: children.map((child) => child.code).filter(known),
    off: new Set(children.filter((child) => !child.enabled).map((child) => child.code)),
  };
}

/**
 * The header's category entries (spec §2.1, §2.5): an entry shows only when its category has at
 * least one vendor; in-house vendors list under RNG (their games are RNG games), and stand on their
 * own only when RNG does not show. Each entry carries its vendors and its rebate rate (from `rates`,
 * the caller's level's; a category without one shows none) for the drop-down.
 */
export function buildCategoryNav(
  lanes: readonly VendorLane[],
  menu: readonly MenuItem[],
  rates: RateTable | null = null,
): NavEntry[] {
  const switches = menuOrder(menu);
  if (!switches) return [];
  const vendorsOf = (category: GameCategory): NavVendor[] =>
    switches.off.has(category)
      ? []
      : (lanes.find((lane) => lane.title === category)?.cards ?? []).map((card) => ({ card, category }));

  const order = [
    ...switches.order,
    ...lanes.map((lane) => lane.title).filter((title) => !switches.order.includes(title)),
  ];
  const rngShows = vendorsOf('RNG').length > 0;
  const entries: NavEntry[] = [];
  for (const category of order) {
    if (category === 'INHOUSE' && rngShows) continue;
    const vendors = category === 'RNG' ? [...vendorsOf('RNG'), ...vendorsOf('INHOUSE')] : vendorsOf(category);
    if (!rngShows && category === 'RNG') continue;
    if (vendors.length === 0) continue;
    const meta = CATEGORY_META[category];
    entries.push({
      category,
      path: meta.path,
      label: meta.label,
      rebateBp: rebateBpOf(rates, category),
      vendors,
      behaviour: behaviourOf(category),
    });
  }
  return entries;
}

/** The vendors of some categories' lanes, in lane order (a page's vendor filter). */
export function laneVendors(lanes: readonly VendorLane[], ...categories: GameCategory[]): NavVendor[] {
  return categories.flatMap(
    (category) =>
      lanes.find((lane) => lane.title === category)?.cards.map((card) => ({ card, category })) ?? [],
  );
}
