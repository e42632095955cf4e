import { getOpenedNumero } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchOpenedNumero = (gameCode: string, signal?: AbortSignal) =>
  callApi(getOpenedNumero, { query: { gameCode }, signal });
