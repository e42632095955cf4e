import { getSiteFlags } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchFlags = (signal?: AbortSignal) => callApi(getSiteFlags, { signal });
