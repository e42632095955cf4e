import { getPromotionChoices } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The deposit channels and VIP levels a promotion's rules may name (every promotions role). */
export const fetchPromotionChoices = (signal?: AbortSignal) => callApi(getPromotionChoices, { signal });
