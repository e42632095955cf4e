import { getFairSeeds } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchFairSeeds = (signal?: AbortSignal) => callApi(getFairSeeds, { signal });
