import { getWithdrawProof } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchWithdrawProof = (id: string, index: number) =>
  callApi(getWithdrawProof, { params: { id, index } });
