import { getLotteryResults, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchLotteryResults = (query: QueryOf<typeof getLotteryResults>, signal?: AbortSignal) =>
  callApi(getLotteryResults, { query, signal });
