import { getStaffLeaderboard } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A period's standings (the top 100; the current period without `start`) and the periods before it. */
export const fetchLeaderboard = (start: string | null, signal?: AbortSignal) =>
  callApi(getStaffLeaderboard, { query: start ? { start } : {}, signal });
