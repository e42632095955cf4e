import { getLotteryGamesByPrizeMode, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchLotteryGamesByPrizeMode = (
  query: QueryOf<typeof getLotteryGamesByPrizeMode>,
  signal?: AbortSignal,
) => callApi(getLotteryGamesByPrizeMode, { query, signal });
