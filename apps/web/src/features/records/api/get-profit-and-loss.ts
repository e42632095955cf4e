import { getProfitAndLoss, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchProfitAndLoss = (query: QueryOf<typeof getProfitAndLoss>, signal?: AbortSignal) =>
  callApi(getProfitAndLoss, { query, signal });
