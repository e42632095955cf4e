import { getBankCards } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchBankCards = (signal?: AbortSignal) => callApi(getBankCards, { signal });
