import { rejectRedeem } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Rejects a redeem with a reason: its points go back to the member, its pieces to the stock. */
export const postRejectRedeem = (id: string, reason: string) =>
  callApi(rejectRedeem, { params: { id }, body: { reason } });
