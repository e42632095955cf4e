import { listContracts, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type ContractsQuery = QueryOf<typeof listContracts>;
/** Contracts the member holds (received) or offered to their direct downlines (offered). */
export const fetchContracts = (query: ContractsQuery, signal?: AbortSignal) =>
  callApi(listContracts, { query, signal });
