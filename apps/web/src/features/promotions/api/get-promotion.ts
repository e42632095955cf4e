import { getPromotion } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One promotion with its content, rules and the caller's state. */
export const fetchPromotion = (id: string, signal?: AbortSignal) =>
  callApi(getPromotion, { query: { id }, signal });
