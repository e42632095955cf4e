import { createPromotion, type PromotionInput } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A new promotion, saved as a draft. */
export const postPromotion = (body: PromotionInput) => callApi(createPromotion, { body });
