import { rejectReferralReward } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Refuses a held referral reward with a reason; answers the reward as it now stands. */
export const postRejectReferralReward = (id: string, reason: string) =>
  callApi(rejectReferralReward, { params: { id }, body: { reason } });
