import { getProfile } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchProfile = (signal?: AbortSignal) => callApi(getProfile, { signal });
