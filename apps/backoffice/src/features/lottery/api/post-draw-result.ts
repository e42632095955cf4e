import { enterLotteryResult } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Enters a closed draw's official result, or a correction of a settled one (with a reason). */
export const postDrawResult = (id: string, numbers: string[], reason?: string) =>
  callApi(enterLotteryResult, { params: { id }, body: { numbers, reason } });
