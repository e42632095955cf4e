import { getLotteryOdds, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchLotteryOdds = (query: QueryOf<typeof getLotteryOdds>, signal?: AbortSignal) =>
  callApi(getLotteryOdds, { query, signal });
