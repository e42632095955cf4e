import { getPopularLotteryGames } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchPopularLotteryGames = (signal?: AbortSignal) => callApi(getPopularLotteryGames, { signal });
