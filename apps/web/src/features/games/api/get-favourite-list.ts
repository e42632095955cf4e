import { getFavoriteGameList, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchFavouriteList = (query: QueryOf<typeof getFavoriteGameList>, signal?: AbortSignal) =>
  callApi(getFavoriteGameList, { query, signal });
