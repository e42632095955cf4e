import { getRebateRates } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Rebate rates by category: the member's level's, or level 0's for visitors (spec §4, §9). */
export const fetchRebateRates = (signal?: AbortSignal) => callApi(getRebateRates, { signal });
