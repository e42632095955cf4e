import { type BodyOf, redeemPointReward } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type RedeemBody = BodyOf<typeof redeemPointReward>;
/** Redeems a mall item (sealed: it carries the payment password); a retry with its requestId replays. */
export const postRedeem = (body: RedeemBody) => callApi(redeemPointReward, { body });
