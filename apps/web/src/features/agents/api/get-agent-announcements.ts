import { getAgentAnnouncements, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAgentAnnouncements = (query: QueryOf<typeof getAgentAnnouncements>, signal?: AbortSignal) =>
  callApi(getAgentAnnouncements, { query, signal });
