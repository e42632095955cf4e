import { rotateFairSeeds } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postRotateFairSeeds = (clientSeed?: string) =>
  callApi(rotateFairSeeds, { body: clientSeed === undefined ? {} : { clientSeed } });
