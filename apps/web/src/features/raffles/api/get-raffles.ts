import { getRaffles, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type RaffleList = ValueOf<typeof getRaffles>;

/** The brand's open raffles with the member's tickets and prize tables, and the seed commitment. */
export const fetchRaffles = (signal?: AbortSignal) => callApi(getRaffles, { signal });
