import { getAvailablePromo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The reward badge's count: promotions the member can act on now. */
export const fetchAvailablePromo = (signal?: AbortSignal) => callApi(getAvailablePromo, { signal });
