import { getActiveFairRound } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchActiveFairRound = (signal?: AbortSignal) => callApi(getActiveFairRound, { signal });
