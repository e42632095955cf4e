import { type PromotionInput, updatePromotion } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A promotion changed; rewards already given keep their rules. */
export const putPromotion = (id: string, body: PromotionInput) =>
  callApi(updatePromotion, { params: { id }, body });
