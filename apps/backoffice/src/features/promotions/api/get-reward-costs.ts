import { getRewardCosts } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** What rewards cost per brand day, `from`..`to` (both included). */
export const fetchRewardCosts = (from: string, to: string, signal?: AbortSignal) =>
  callApi(getRewardCosts, { query: { from, to }, signal });
