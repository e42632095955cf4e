import { getWithdrawals, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchWithdrawals = (query: QueryOf<typeof getWithdrawals>, signal?: AbortSignal) =>
  callApi(getWithdrawals, { query, signal });
