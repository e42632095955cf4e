import { getBetRecords, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchBetRecords = (query: QueryOf<typeof getBetRecords>, signal?: AbortSignal) =>
  callApi(getBetRecords, { query, signal });
