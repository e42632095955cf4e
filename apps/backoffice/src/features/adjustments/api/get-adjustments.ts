import { listAdjustments, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAdjustments = (query: QueryOf<typeof listAdjustments>, signal?: AbortSignal) =>
  callApi(listAdjustments, { query, signal });
