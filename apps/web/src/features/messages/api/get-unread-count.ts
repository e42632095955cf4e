import { getUnreadCount } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** How many platform messages the member has not read (CSP_unreadCount). */
export const fetchUnreadCount = async (signal?: AbortSignal): Promise<number> =>
  (await callApi(getUnreadCount, { signal })).count;
