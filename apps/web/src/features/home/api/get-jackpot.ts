import { getJackpot, listJackpotWins } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchJackpot = (signal?: AbortSignal) => callApi(getJackpot, { signal });

export const fetchJackpotWins = (signal?: AbortSignal) =>
  callApi(listJackpotWins, { query: { limit: 10 }, signal }).then((value) => value.list);
