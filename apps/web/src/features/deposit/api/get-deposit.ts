import { getDeposit } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchDeposit = (id: string, signal?: AbortSignal) =>
  callApi(getDeposit, { params: { id }, signal });
