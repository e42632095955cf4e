import { rejectLotteryEntry } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postDrawReject = (id: string) => callApi(rejectLotteryEntry, { params: { id } });
