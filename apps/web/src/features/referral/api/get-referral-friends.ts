import { listReferralFriends, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type ReferralFriendsPage = ValueOf<typeof listReferralFriends>;

/** One page of the friends the member invited, newest first, with their steps and rewards. */
export const fetchReferralFriends = (pageNo: number, pageSize: number, signal?: AbortSignal) =>
  callApi(listReferralFriends, { query: { pageNo, pageSize }, signal });
