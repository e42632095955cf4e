import type { GameCard } from '@tessera/contracts';

/**
 * The lottery page a lottery game opens (spec §2.1): the Vietnamese lottery for TCG_LOTTO_VN, the
 * sea lottery for TCG_SEA, and the generic lottery page with the game's code for LOTT, ELOTT and
 * any other lottery vendor. The pages themselves need a login; the route guard sees to that.
 */
export function lotteryRoute(game: Pick<GameCard, 'vassalage' | 'gameCode'>): string {
  if (game.vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (game.vassalage === 'TCG_SEA') return '/seaLottery';
  return `/lottery?gameCode=${encodeURIComponent(game.gameCode)}`;
}
