import { getTeamBets, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchTeamBets = (query: QueryOf<typeof getTeamBets>, signal?: AbortSignal) =>
  callApi(getTeamBets, { query, signal });
