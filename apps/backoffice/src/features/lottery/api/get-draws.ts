import { listLotteryDrawsStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchDraws = (query: QueryOf<typeof listLotteryDrawsStaff>, signal?: AbortSignal) =>
  callApi(listLotteryDrawsStaff, { query, signal });
