import { revealMinesTile } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postMinesReveal = (roundId: string, tile: number) =>
  callApi(revealMinesTile, { body: { roundId, tile } });
