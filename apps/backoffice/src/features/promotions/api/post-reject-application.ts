import { rejectApplication } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Refuse an application with the reason the member reads. */
export const postRejectApplication = (id: string, reason: string) =>
  callApi(rejectApplication, { params: { id }, body: { reason } });
