import { getBetRecord } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchBetRecord = (id: string, signal?: AbortSignal) =>
  callApi(getBetRecord, { params: { id }, signal });
