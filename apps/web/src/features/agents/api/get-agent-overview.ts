import { getAgentOverview, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAgentOverview = (query: QueryOf<typeof getAgentOverview>, signal?: AbortSignal) =>
  callApi(getAgentOverview, { query, signal });
