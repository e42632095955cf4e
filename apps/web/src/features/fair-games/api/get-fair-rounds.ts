import { getFairRounds, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchFairRounds = (query: QueryOf<typeof getFairRounds>, signal?: AbortSignal) =>
  callApi(getFairRounds, { query, signal });
