import { getRegisterSettingsStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchRegisterSettings = (signal?: AbortSignal) => callApi(getRegisterSettingsStaff, { signal });
