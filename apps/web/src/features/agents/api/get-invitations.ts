import { getInvitations } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchInvitations = (signal?: AbortSignal) => callApi(getInvitations, { signal });
