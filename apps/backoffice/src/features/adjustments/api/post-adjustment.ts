import { postAdjustment as adjustmentEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/**
 * Credits (positive) or debits (negative) a member's main wallet. The request id makes a retry of
 * the same form a replay, never a second adjustment.
 */
export const postAdjustment = (memberId: number, amount: number, reason: string, requestId: string) =>
  callApi(adjustmentEndpoint, { params: { memberId }, body: { amount, reason, requestId } });
