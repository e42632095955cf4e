import { getTeamBet } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One row of team betting in full, with whose it is (the caller's team only). */
export const fetchTeamBet = (id: string, signal?: AbortSignal) =>
  callApi(getTeamBet, { params: { id }, signal });
