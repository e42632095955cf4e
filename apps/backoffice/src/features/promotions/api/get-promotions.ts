import { listStaffPromotions, type QueryOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's promotions with what each has given, by status and type. */
export const fetchPromotions = (query: QueryOf<typeof listStaffPromotions>, signal?: AbortSignal) =>
  callApi(listStaffPromotions, { query, signal });
