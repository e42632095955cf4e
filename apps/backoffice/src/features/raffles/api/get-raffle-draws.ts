import { listRaffleDraws, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Draws, newest first, of one raffle or all, optionally of one member. */
export const fetchRaffleDraws = (query: QueryOf<typeof listRaffleDraws>, signal?: AbortSignal) =>
  callApi(listRaffleDraws, { query, signal });
