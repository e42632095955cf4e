import { listJobs } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchJobs = (signal?: AbortSignal) => callApi(listJobs, { signal });
