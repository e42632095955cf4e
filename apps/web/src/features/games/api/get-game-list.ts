import { getGameList, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchGameList = (query: QueryOf<typeof getGameList>, signal?: AbortSignal) =>
  callApi(getGameList, { query, signal });
