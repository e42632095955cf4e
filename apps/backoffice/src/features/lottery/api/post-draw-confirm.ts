import { confirmLotteryEntry } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A second person confirms the waiting entry: the same numbers typed again, or a cancellation as is. */
export const postDrawConfirm = (id: string, numbers?: string[]) =>
  callApi(confirmLotteryEntry, { params: { id }, body: { numbers } });
