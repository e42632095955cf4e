import type { GameCard, GameCategory, VendorCard } from '@tessera/contracts';
import { isLotteryCategory } from './categories';
import { lotteryRoute } from './lottery-route';

/** The in-house vendor (spec §3): its provably fair games are the ones free-play members may play. */
export const IN_HOUSE_VENDOR = 'BGS';

export type Viewer = 'visitor' | 'trial' | 'member';

/** What a click can start: one game, or a vendor card of a category lane. */
export type LaunchTarget =
  | { kind: 'game'; game: GameCard }
  | { kind: 'vendor'; vendor: VendorCard; category: GameCategory };

export type LaunchStep =
  /** A VASSALAGE vendor first shows its own game list (spec §4); anyone may browse it. */
  | { kind: 'vendorPopup'; vendor: VendorCard; category: GameCategory }
  | { kind: 'maintenance' }
  | { kind: 'login' }
  /** Free play opens only the in-house games (spec §6, issue: trial credits play BGS games). */
  | { kind: 'needRealAccount' }
  /** A vendor that is one game (a sportsbook): its first game is fetched and launched. */
  | { kind: 'firstGame'; category: GameCategory; vassalage: string }
  | { kind: 'navigate'; to: string };

/** Where a playable game opens: lottery games on their lottery page, the rest on /seamless. */
export function playPath(game: GameCard): string {
  return isLotteryCategory(game.gameType) ? lotteryRoute(game) : `/seamless?nodeId=${game.nodeId}`;
}

/** Decides a launch (spec §4 "Game launch", §6): pure, so every rule is tested on its own. */
export function planLaunch(viewer: Viewer, target: LaunchTarget): LaunchStep {
  if (target.kind === 'vendor' && target.vendor.isGame === 'VASSALAGE') {
    return { kind: 'vendorPopup', vendor: target.vendor, category: target.category };
  }
  if (target.kind === 'game' && target.game.maintenance) return { kind: 'maintenance' };
  if (viewer === 'visitor') return { kind: 'login' };
  const vassalage = target.kind === 'game' ? target.game.vassalage : target.vendor.vassalage;
  if (viewer === 'trial' && vassalage !== IN_HOUSE_VENDOR) return { kind: 'needRealAccount' };
  if (target.kind === 'vendor') return { kind: 'firstGame', category: target.category, vassalage };
  return { kind: 'navigate', to: playPath(target.game) };
}
