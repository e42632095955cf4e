import { getPointRewards } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The mall's items with their points, requirement and stock. */
export const fetchPointRewards = (signal?: AbortSignal) => callApi(getPointRewards, { signal });
