import {
  GAME_CATEGORIES,
  GAME_TYPES,
  type GameCategory,
  type GameType,
  type VendorCard,
  type VendorLane,
} from '@tessera/contracts';

/** The spec's provider sets (§3): these vendors have categories of their own, whatever they are filed under. */
export const ESPORTS_VENDORS: ReadonlySet<string> = new Set(['AV', 'IMES', 'IA', 'AI', 'TF']);
export const COCKFIGHT_VENDORS: ReadonlySet<string> = new Set(['DS88', 'DIG']);

export interface LaneVendor {
  code: string;
  kind: 'EXTERNAL' | 'INHOUSE';
  isGame: VendorCard['isGame'];
  lagerIcon: string;
  remark: string;
  /** In `GAME_TYPES` order. */
  gameTypes: readonly GameType[];
}

/**
 * The category a vendor's game type is shown under (spec §4 vendor post-processing): e-sports and
 * cockfight vendors come out of SPORTS, in-house vendors out of RNG.
 */
export function categoryOf(vendor: Pick<LaneVendor, 'code' | 'kind'>, type: GameType): GameCategory {
  if (type === 'RNG' && vendor.kind === 'INHOUSE') return 'INHOUSE';
  if (type === 'SPORTS' && ESPORTS_VENDORS.has(vendor.code)) return 'ESPORTS';
  if (type === 'SPORTS' && COCKFIGHT_VENDORS.has(vendor.code)) return 'COCKFIGHT';
  return type;
}

/** Vendor cards per category in the spec's lane order; a category without a vendor is absent. */
export function buildLanes(vendors: readonly LaneVendor[]): VendorLane[] {
  const lanes = new Map<GameCategory, VendorCard[]>();
  for (const vendor of vendors) {
    for (const type of vendor.gameTypes) {
      const category = categoryOf(vendor, type);
      const cards = lanes.get(category) ?? [];
      // A vendor filed under SPORTS and ESPORTS alike still shows once in its lane.
      if (cards.some((card) => card.vassalage === vendor.code)) continue;
      cards.push({
        vassalage: vendor.code,
        lagerIcon: vendor.lagerIcon,
        remark: vendor.remark,
        gameType: type,
        isGame: vendor.isGame,
      });
      lanes.set(category, cards);
    }
  }
  return GAME_CATEGORIES.filter((title) => lanes.has(title)).map((title) => ({
    title,
    cards: lanes.get(title)!,
  }));
}

/** Game types in the contract's order (the database answers them in any order). */
export function sortGameTypes(types: readonly string[]): GameType[] {
  return GAME_TYPES.filter((type) => types.includes(type));
}
