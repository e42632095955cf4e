import { approveWithdrawals } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Up to 50 at once, each decided on its own: the answer lists every id's outcome in order. */
export const postApproveWithdrawals = (ids: string[]) => callApi(approveWithdrawals, { body: { ids } });
