import { listVendorsStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchVendors = (signal?: AbortSignal) => callApi(listVendorsStaff, { signal });
