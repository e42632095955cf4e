import { type QueryOf, removeFavoriteGame } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const removeFavourite = (query: QueryOf<typeof removeFavoriteGame>) =>
  callApi(removeFavoriteGame, { query });
