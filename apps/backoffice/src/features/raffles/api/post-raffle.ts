import { createRaffle, type RaffleInput } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Adds a raffle with its prize table and ticket rules. */
export const postRaffle = (body: RaffleInput) => callApi(createRaffle, { body });
