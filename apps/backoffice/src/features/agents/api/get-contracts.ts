import { listContractsStaff, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One page of the brand's contracts, newest first, by holder, type and state. */
export const fetchContracts = (query: QueryOf<typeof listContractsStaff>, signal?: AbortSignal) =>
  callApi(listContractsStaff, { query, signal });
