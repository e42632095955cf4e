import { listReferralRewards, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Referral rewards: held ones oldest first, else newest first; by state and by referrer or friend. */
export const fetchReferralRewards = (query: QueryOf<typeof listReferralRewards>, signal?: AbortSignal) =>
  callApi(listReferralRewards, { query, signal });
