import { rejectAdjustment } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postRejectAdjustment = (id: string, note: string) =>
  callApi(rejectAdjustment, { params: { id }, body: { note: note || undefined } });
