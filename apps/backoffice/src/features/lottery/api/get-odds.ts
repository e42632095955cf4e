import { getLotteryOdds, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/**
 * The brand's odds of a game's bet types under a prize mode (the member site's call, which staff
 * may use too): unit prices in major units, payouts in thousandths of the unit price per prize.
 */
export const fetchLotteryOdds = (query: QueryOf<typeof getLotteryOdds>, signal?: AbortSignal) =>
  callApi(getLotteryOdds, { query, signal });
