import { getCashbackDetails, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type CashbackDetailsQuery = QueryOf<typeof getCashbackDetails>;
/** This week's net loss and the cash back it would pay, and the weeks paid, newest first. */
export const fetchCashbackDetails = (query: CashbackDetailsQuery, signal?: AbortSignal) =>
  callApi(getCashbackDetails, { query, signal });
