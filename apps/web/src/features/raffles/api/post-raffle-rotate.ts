import { rotateRaffleSeeds } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Reveals the active server seed and opens a new pair (optionally with a new client seed). */
export const postRaffleRotate = (clientSeed?: string) =>
  callApi(rotateRaffleSeeds, { body: clientSeed === undefined ? {} : { clientSeed } });
