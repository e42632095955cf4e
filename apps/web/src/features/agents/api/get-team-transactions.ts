import { getTeamTransactions, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchTeamTransactions = (query: QueryOf<typeof getTeamTransactions>, signal?: AbortSignal) =>
  callApi(getTeamTransactions, { query, signal });
