import { getVipLevelsStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's VIP level table as staff wrote it, with how many members hold each level. */
export const fetchVipLevels = (signal?: AbortSignal) => callApi(getVipLevelsStaff, { signal });
