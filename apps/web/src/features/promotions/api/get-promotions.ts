import { listPromotions, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The promotions with each one's state for the caller (visitors: JOIN or COMING_SOON). */
export const fetchPromotions = (query: QueryOf<typeof listPromotions>, signal?: AbortSignal) =>
  callApi(listPromotions, { query, signal });
