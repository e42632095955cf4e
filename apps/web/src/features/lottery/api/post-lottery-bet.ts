import { type BodyOf, placeLotteryBet } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type LotteryBetBody = BodyOf<typeof placeLotteryBet>;
export const postLotteryBet = (body: LotteryBetBody) => callApi(placeLotteryBet, { body });
