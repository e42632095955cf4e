import { getHotGames, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchHotGames = (query: QueryOf<typeof getHotGames>, signal?: AbortSignal, language?: string) =>
  callApi(getHotGames, { query, signal, language });
