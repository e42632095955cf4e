import { type PromotionStatus, setPromotionStatus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Live, ended, or back to draft (only before anyone took part). */
export const postPromotionStatus = (id: string, status: PromotionStatus) =>
  callApi(setPromotionStatus, { params: { id }, body: { status } });
