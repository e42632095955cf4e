import { rejectWithdrawal } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postRejectWithdrawal = (id: string, reason: string) =>
  callApi(rejectWithdrawal, { params: { id }, body: { reason } });
