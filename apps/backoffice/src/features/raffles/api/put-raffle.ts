import { type RaffleInput, updateRaffle } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Changes a raffle as a whole (draws already made keep their prizes and weights). */
export const putRaffle = (id: string, body: RaffleInput) => callApi(updateRaffle, { params: { id }, body });
