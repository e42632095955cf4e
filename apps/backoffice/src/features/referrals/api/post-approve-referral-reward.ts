import { approveReferralReward } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Pays a held referral reward to the referrer; answers the reward as it now stands. */
export const postApproveReferralReward = (id: string) => callApi(approveReferralReward, { params: { id } });
