import { listWithdrawalsStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchWithdrawals = (query: QueryOf<typeof listWithdrawalsStaff>, signal?: AbortSignal) =>
  callApi(listWithdrawalsStaff, { query, signal });
