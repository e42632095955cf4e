import { listDepositsStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchDeposits = (query: QueryOf<typeof listDepositsStaff>, signal?: AbortSignal) =>
  callApi(listDepositsStaff, { query, signal });
