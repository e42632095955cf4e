import { getSiteStatusStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The maintenance and region settings as stored (what the PUT replaces). */
export const fetchSiteStatus = (signal?: AbortSignal) => callApi(getSiteStatusStaff, { signal });
