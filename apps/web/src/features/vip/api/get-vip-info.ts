import { getVipInfo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's VIP levels with their benefits, and the caller's standing (null for visitors). */
export const fetchVipInfo = (signal?: AbortSignal) => callApi(getVipInfo, { signal });
