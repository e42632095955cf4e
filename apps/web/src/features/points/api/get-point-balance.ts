import { getPointBalance } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The member's points and what they would convert to now. */
export const fetchPointBalance = (signal?: AbortSignal) => callApi(getPointBalance, { signal });
