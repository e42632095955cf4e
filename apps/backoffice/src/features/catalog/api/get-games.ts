import { listGamesStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchGames = (query: QueryOf<typeof listGamesStaff>, signal?: AbortSignal) =>
  callApi(listGamesStaff, { query, signal });
