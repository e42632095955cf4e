import { listBillsStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One page of the brand's contract bills, newest first, by payee, type, state and days. */
export const fetchBills = (query: QueryOf<typeof listBillsStaff>, signal?: AbortSignal) =>
  callApi(listBillsStaff, { query, signal });
