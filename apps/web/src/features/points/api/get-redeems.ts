import { listRedeems, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One page of the member's redeem history, newest first (optionally one status). */
export const fetchRedeems = (query: QueryOf<typeof listRedeems>, signal?: AbortSignal) =>
  callApi(listRedeems, { query, signal });
