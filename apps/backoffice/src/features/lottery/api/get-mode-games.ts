import { getLotteryGamesByPrizeMode, type LOTTERY_PRIZE_MODES } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type PrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/**
 * The lottery games played under a prize mode (the odds page's game choice), with the mode they
 * answer for: until the next mode's games arrive, the last answer must not be taken for them.
 */
export const fetchModeGames = async (prizeMode: PrizeMode, signal?: AbortSignal) => ({
  prizeMode,
  games: (await callApi(getLotteryGamesByPrizeMode, { query: { prizeMode }, signal })).games,
});
