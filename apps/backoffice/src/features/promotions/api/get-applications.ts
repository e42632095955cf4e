import { listApplications, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Applications to applied promotions: the queue (oldest first) or the decided ones. */
export const fetchApplications = (query: QueryOf<typeof listApplications>, signal?: AbortSignal) =>
  callApi(listApplications, { query, signal });
