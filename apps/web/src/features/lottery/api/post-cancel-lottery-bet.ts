import { cancelLotteryBet } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postCancelLotteryBet = (id: string) => callApi(cancelLotteryBet, { params: { id } });
