import { getTeamStatements, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchTeamStatements = (query: QueryOf<typeof getTeamStatements>, signal?: AbortSignal) =>
  callApi(getTeamStatements, { query, signal });
