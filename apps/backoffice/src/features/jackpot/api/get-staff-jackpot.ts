import { getStaffJackpot } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The pool now, its cycle's commitment, and the wins with their reveals and winners. */
export const fetchStaffJackpot = (signal?: AbortSignal) => callApi(getStaffJackpot, { signal });
