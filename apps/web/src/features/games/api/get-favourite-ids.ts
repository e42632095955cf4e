import { getFavoriteGameIds } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchFavouriteIds = (signal?: AbortSignal) => callApi(getFavoriteGameIds, { signal });
