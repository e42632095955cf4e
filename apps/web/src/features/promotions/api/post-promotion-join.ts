import { joinPromotion } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** JOIN → JOINED for the promotion's current period; answers the card as it is now. */
export const postPromotionJoin = (promotionId: string) => callApi(joinPromotion, { body: { promotionId } });
