import { getMyLotteryBets, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchMyLotteryBets = (query: QueryOf<typeof getMyLotteryBets>, signal?: AbortSignal) =>
  callApi(getMyLotteryBets, { query, signal });
