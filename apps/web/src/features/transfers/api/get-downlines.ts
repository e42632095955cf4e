import { type QueryOf, searchDownlines } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchDownlines = (query: QueryOf<typeof searchDownlines>, signal?: AbortSignal) =>
  callApi(searchDownlines, { query, signal });
