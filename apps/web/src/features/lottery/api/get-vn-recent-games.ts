import { getVnRecentGames } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchVnRecentGames = (signal?: AbortSignal) => callApi(getVnRecentGames, { signal });
