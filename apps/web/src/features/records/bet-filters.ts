import type { GameCategory, getBetRecords, QueryOf, VendorLane } from '@tessera/contracts';
import { GAME_CATEGORIES } from '@tessera/contracts';
import { type DayRange, quickRange } from './record-periods';

/** The betting record shows 20 rounds a page. */
export const BET_PAGE_SIZE = 20;

export interface BetFilters extends DayRange {
  gameType: GameCategory | '';
  /** A vendor code, or '' for every vendor. */
  vassalage: string;
}

/** Every game type and vendor over the last 7 days, today included (the server's default too). */
export function defaultBetFilters(now: Date): BetFilters {
  return { gameType: '', vassalage: '', ...quickRange('week', now) };
}

export function isGameCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** The query for one page: an empty choice is left out rather than sent blank. */
export function betQuery(filters: BetFilters, pageNo: number): QueryOf<typeof getBetRecords> {
  return {
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
    from: filters.from,
    to: filters.to,
    pageNo,
    pageSize: BET_PAGE_SIZE,
  };
}

/** The vendors one may filter by: those of the chosen game type's lane, or of every lane, once each. */
export function vendorChoices(lanes: readonly VendorLane[], gameType: GameCategory | ''): string[] {
  const codes = lanes
    .filter((lane) => !gameType || lane.title === gameType)
    .flatMap((lane) => lane.cards.map((card) => card.vassalage));
  return [...new Set(codes)].sort();
}

/** A new game type keeps the vendor only if that vendor offers the type. */
export function withGameType(
  filters: BetFilters,
  gameType: GameCategory | '',
  lanes: readonly VendorLane[],
): BetFilters {
  const keep = !filters.vassalage || vendorChoices(lanes, gameType).includes(filters.vassalage);
  return { ...filters, gameType, vassalage: keep ? filters.vassalage : '' };
}
