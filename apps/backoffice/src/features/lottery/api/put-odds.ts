import { type BodyOf, putLotteryOdds } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/**
 * Sets the brand's odds of one bet type under one prize mode (every game of the bet type's family;
 * bets placed later only). Refused with `lottery.odds.invalid` when they do not fit the bet type.
 */
export const putOdds = (body: BodyOf<typeof putLotteryOdds>) => callApi(putLotteryOdds, { body });
