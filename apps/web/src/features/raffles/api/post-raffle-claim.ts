import { claimRaffle, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type RaffleClaim = ValueOf<typeof claimRaffle>;

/** Spends one ticket and draws a prize, paid at once; the same requestId again answers the same draw. */
export const postRaffleClaim = (raffleId: string, requestId: string) =>
  callApi(claimRaffle, { body: { raffleId, requestId } });
