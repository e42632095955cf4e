import { approveRedeem } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Approves a redeem with where the prize was paid and what it was worth; its points are spent. */
export const postApproveRedeem = (id: string, paidAccount: string, paidAmount: number) =>
  callApi(approveRedeem, { params: { id }, body: { paidAccount, paidAmount } });
