import { type BodyOf, requestReward } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type RewardRequestBody = BodyOf<typeof requestReward>;
/** An applied promotion's remark and 1–3 proofs (data URLs); staff decide (APPLYING). */
export const postRewardRequest = (body: RewardRequestBody) => callApi(requestReward, { body });
