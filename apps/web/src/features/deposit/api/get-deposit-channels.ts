import { getDepositChannels } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchDepositChannels = (signal?: AbortSignal) => callApi(getDepositChannels, { signal });
