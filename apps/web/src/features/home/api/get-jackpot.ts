import { getJackpot, listJackpotWins } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchJackpot = (signal?: AbortSignal, language?: string) =>
  callApi(getJackpot, { signal, language });

export const fetchJackpotWins = (signal?: AbortSignal) =>
  callApi(listJackpotWins, { query: { limit: 10 }, signal }).then((value) => value.list);
