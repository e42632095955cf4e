import { listStaffRedeems, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Redeem requests: in process oldest first, else newest first; by status and member. */
export const fetchRedeems = (query: QueryOf<typeof listStaffRedeems>, signal?: AbortSignal) =>
  callApi(listStaffRedeems, { query, signal });
