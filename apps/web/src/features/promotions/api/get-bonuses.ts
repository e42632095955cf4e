import { listBonuses, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type BonusesQuery = QueryOf<typeof listBonuses>;
/** The member's bonuses, newest first, with the bonus wallet and the turnover still to go. */
export const fetchBonuses = (query: BonusesQuery, signal?: AbortSignal) =>
  callApi(listBonuses, { query, signal });
