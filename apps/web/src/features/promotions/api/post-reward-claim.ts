import { claimReward } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Claims the reward waiting in the reward centre (CLAIM → ISSUED or CLAIMED). */
export const postRewardClaim = (promotionId: string) => callApi(claimReward, { body: { promotionId } });
