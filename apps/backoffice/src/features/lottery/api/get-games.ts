import { getLotteryMenus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's lottery games (the member site's game menu), for the game filter and names. */
export const fetchLotteryGames = async (signal?: AbortSignal) =>
  (await callApi(getLotteryMenus, { signal })).menus.flatMap((menu) => menu.games);
