import { getRaffleDraws } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The member's latest draws of one raffle, newest first. */
export const fetchRaffleDraws = (raffleId: string, pageSize: number, signal?: AbortSignal) =>
  callApi(getRaffleDraws, { query: { raffleId, pageNo: 1, pageSize }, signal });
