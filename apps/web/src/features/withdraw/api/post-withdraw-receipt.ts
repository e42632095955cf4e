import { type BodyOf, postWithdrawReceipt as endpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postWithdrawReceipt = (id: string, body: BodyOf<typeof endpoint>) =>
  callApi(endpoint, { params: { id }, body });
