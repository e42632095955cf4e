import { cancelLotteryDraw } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Asks to cancel a draw (every bet refunded once a second person confirms). */
export const postDrawCancel = (id: string, reason: string) =>
  callApi(cancelLotteryDraw, { params: { id }, body: { reason } });
