import { getRecentGames, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchRecentGames = (query: QueryOf<typeof getRecentGames>, signal?: AbortSignal) =>
  callApi(getRecentGames, { query, signal });
