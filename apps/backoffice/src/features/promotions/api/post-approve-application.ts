import { approveApplication } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Grant an application: the promotion's fixed reward (null), or the amount staff set. */
export const postApproveApplication = (id: string, amount: number | null) =>
  callApi(approveApplication, { params: { id }, body: { amount } });
