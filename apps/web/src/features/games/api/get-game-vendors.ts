import { getGameVendors } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchGameVendors = (merchantCode: string, signal?: AbortSignal) =>
  callApi(getGameVendors, { query: { merchantCode }, signal });
