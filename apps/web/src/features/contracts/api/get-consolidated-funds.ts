import { getConsolidatedFunds } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The consolidated info: the contract requests waiting (the popup) and the contract page flags. */
export const fetchConsolidatedFunds = (signal?: AbortSignal) => callApi(getConsolidatedFunds, { signal });
