import { getAccountRecords, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAccountRecords = (query: QueryOf<typeof getAccountRecords>, signal?: AbortSignal) =>
  callApi(getAccountRecords, { query, signal });
