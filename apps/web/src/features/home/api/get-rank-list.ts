import { getRankList, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchRankList = (query: QueryOf<typeof getRankList>, signal?: AbortSignal, language?: string) =>
  callApi(getRankList, { query, signal, language });
