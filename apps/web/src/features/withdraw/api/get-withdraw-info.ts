import { getWithdrawInfo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchWithdrawInfo = (signal?: AbortSignal) => callApi(getWithdrawInfo, { signal });
