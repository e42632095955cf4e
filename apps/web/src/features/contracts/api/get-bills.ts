import { listBills, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type BillsQuery = QueryOf<typeof listBills>;
/** Bills paid to the member (received) or by them to their downlines (paid), newest first. */
export const fetchBills = (query: BillsQuery, signal?: AbortSignal) => callApi(listBills, { query, signal });
