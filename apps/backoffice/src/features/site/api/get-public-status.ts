import { getSystemStatus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** What a visitor is told now (0 open, 1 maintenance, 2 region blocked), and the window if one runs. */
export const fetchPublicStatus = (signal?: AbortSignal) => callApi(getSystemStatus, { signal });
