import { getFairRound } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchFairRound = (id: string, signal?: AbortSignal) =>
  callApi(getFairRound, { params: { id }, signal });
