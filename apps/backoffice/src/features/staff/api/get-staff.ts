import { listStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchStaff = (signal?: AbortSignal) => callApi(listStaff, { signal });
