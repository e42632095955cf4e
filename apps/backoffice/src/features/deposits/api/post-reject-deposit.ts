import { rejectDeposit } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postRejectDeposit = (id: string, reason: string) =>
  callApi(rejectDeposit, { params: { id }, body: { reason } });
