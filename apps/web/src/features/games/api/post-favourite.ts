import { addFavoriteGame, type BodyOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const addFavourite = (body: BodyOf<typeof addFavoriteGame>) => callApi(addFavoriteGame, { body });
