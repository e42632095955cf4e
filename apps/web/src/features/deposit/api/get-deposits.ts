import { getDeposits, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchDeposits = (query: QueryOf<typeof getDeposits>, signal?: AbortSignal) =>
  callApi(getDeposits, { query, signal });
