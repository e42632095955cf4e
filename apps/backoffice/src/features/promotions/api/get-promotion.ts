import { getStaffPromotion } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One promotion as staff wrote it. */
export const fetchPromotion = (id: string, signal?: AbortSignal) =>
  callApi(getStaffPromotion, { params: { id }, signal });
