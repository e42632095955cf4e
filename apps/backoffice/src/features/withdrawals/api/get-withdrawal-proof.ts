import { getWithdrawProofStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One proof image (1-based) as a data URL, ready for an <img>. */
export const fetchWithdrawalProof = (id: string, index: number, signal?: AbortSignal) =>
  callApi(getWithdrawProofStaff, { params: { id, index }, signal });
