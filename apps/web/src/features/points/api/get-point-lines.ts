import { listPointLines, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One page of the points details, newest first (optionally one type of change). */
export const fetchPointLines = (query: QueryOf<typeof listPointLines>, signal?: AbortSignal) =>
  callApi(listPointLines, { query, signal });
