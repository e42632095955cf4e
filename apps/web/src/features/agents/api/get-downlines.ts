import { type QueryOf, searchDownlines } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The team's members, direct or all, by username prefix (the downline list and the transfer search). */
export const fetchDownlines = (query: QueryOf<typeof searchDownlines>, signal?: AbortSignal) =>
  callApi(searchDownlines, { query, signal });
