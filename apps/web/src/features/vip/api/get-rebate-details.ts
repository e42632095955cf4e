import { getRebateDetails, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type RebateDetailsQuery = QueryOf<typeof getRebateDetails>;
/** Today's valid bet per category with what it has accrued, and the rebates paid, newest first. */
export const fetchRebateDetails = (query: RebateDetailsQuery, signal?: AbortSignal) =>
  callApi(getRebateDetails, { query, signal });
