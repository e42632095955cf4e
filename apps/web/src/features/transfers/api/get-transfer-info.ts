import { getTransferInfo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchTransferInfo = (signal?: AbortSignal) => callApi(getTransferInfo, { signal });
