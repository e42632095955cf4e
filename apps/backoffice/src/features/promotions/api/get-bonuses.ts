import { listStaffBonuses, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Bonuses, newest first: one member's or one promotion's, by state. */
export const fetchBonuses = (query: QueryOf<typeof listStaffBonuses>, signal?: AbortSignal) =>
  callApi(listStaffBonuses, { query, signal });
