import { getDashboard } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Today and the last `days` days of the brand, play by category and vendor, the queues. */
export const fetchDashboard = (days: number, signal?: AbortSignal) =>
  callApi(getDashboard, { query: { days }, signal });
