import { getLotteryMenus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchLotteryMenus = (signal?: AbortSignal) => callApi(getLotteryMenus, { signal });
